import type { Db } from '../../client.ts';
import { postParticipants, posts } from '../../schema/index.ts';
import { DEMO_PARTICIPANTS, DEMO_POSTS } from '../demo-data.ts';
import { DAY_MS, demoSlugs, type DemoContext } from './context.ts';

/** The events (at 09.00 WITA on their day) and the seekers who joined them. Returns the event ids. */
export async function insertDemoEvents(
  db: Db,
  ctx: DemoContext,
  adminId: number | undefined,
  seekerIdByEmail: Map<string, number>,
): Promise<number[]> {
  const slugOf = await demoSlugs(
    db,
    posts.title_slug,
    DEMO_POSTS.map((p) => p.title),
  );
  const postRows = DEMO_POSTS.map((p, i) => {
    const slug = slugOf(p.title);
    const start = new Date(ctx.now + p.start_in_days * DAY_MS);
    start.setUTCHours(1, 0, 0, 0); // 09.00 WITA
    const createdAt = new Date(Math.min(ctx.now, start.getTime()) - (10 + i) * DAY_MS);
    return {
      title: p.title,
      title_slug: slug,
      excerpt: p.excerpt,
      content: p.content,
      location: p.location,
      start_at: start,
      end_at: new Date(start.getTime() + p.duration_hours * 3_600_000),
      quota: p.quota,
      status: p.status,
      view_count: p.status === 'DRAFT' ? 0 : 40 + i * 23,
      created_by: adminId ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  const insertedPosts = await db
    .insert(posts)
    .values(postRows)
    .returning({ id: posts.id, title: posts.title });
  const postIdByTitle = new Map(insertedPosts.map((p) => [p.title, p.id]));
  await db.insert(postParticipants).values(
    DEMO_PARTICIPANTS.map((p) => ({
      post_id: postIdByTitle.get(p.post)!,
      seeker_detail_id: seekerIdByEmail.get(p.seeker)!,
    })),
  );
  return [...postIdByTitle.values()];
}
