import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import { SKILL_LABELS, SKILL_MESSAGES, SKILLS_PAGE_SIZE } from '@siloker/shared/schemas/skills-constants';
import { ListResults, clearSearch, searchEmptyText } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { officeSkillsQueryOptions, useDeleteSkill, type Skill } from './api.ts';
import { SkillDialog } from './skill-dialog.tsx';
import '../../components/office-queue.css';
import './matching.css';

/**
 * Kamus Keahlian (/panel/kamus-keahlian, the administrator's; docs/decisions/107): the skills vocabulary
 * a page at a time (A–Z, searched by name or synonym on the server), with add, change and delete.
 */
export function OfficeSkills() {
  useDocumentTitle(paths.officeSkills.title);
  const list = useListParams(SKILLS_PAGE_SIZE);
  const result = useQuery({
    ...officeSkillsQueryOptions({
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
    }),
    select: (d) => ({ items: d.skills, total: d.total }),
  });
  // undefined: closed; null: a new skill; a skill: changing it.
  const [dialog, setDialog] = useState<Skill | null | undefined>(undefined);
  const remove = useDeleteSkill();

  const confirmDelete = async (skill: Skill) => {
    if (!(await feedback.confirm({ message: SKILL_LABELS.confirmDelete(skill.name) }))) return;
    try {
      feedback.toast((await remove.mutateAsync(skill.id)).message);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        await feedback.warning(error.response.data?.message || SKILL_MESSAGES.notFound);
        return;
      }
      feedback.handleError(error, MESSAGES.sendDataError);
    }
  };

  return (
    <section className="container page-section office-page skills-page" aria-labelledby="skills-title">
      <header className="office-head">
        <h1 id="skills-title">{SKILL_LABELS.title}</h1>
        <p className="muted">{SKILL_LABELS.intro}</p>
      </header>
      <div className="skills-toolbar">
        <ListSearch
          key={list.search}
          id="skills-search"
          label={SKILL_LABELS.search}
          placeholder={SKILL_LABELS.searchPlaceholder}
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
        <button type="button" className="btn btn-primary" onClick={() => setDialog(null)}>
          {SKILL_LABELS.add}
        </button>
      </div>
      <ListResults
        result={result}
        list={list}
        defaultSize={SKILLS_PAGE_SIZE}
        noun={SKILL_LABELS.noun}
        errorText={MESSAGES.getDataError}
        filtered={Boolean(list.search)}
        clear={clearSearch(list)}
        emptyText={searchEmptyText(SKILL_LABELS.noun, SKILL_LABELS.empty)}
        renderItems={(items) => (
          <div className="skills-table-wrap" role="region" aria-labelledby="skills-caption" tabIndex={0}>
            <table className="skills-table">
              <caption id="skills-caption" className="sr-only">
                {list.search ? `Hasil pencarian keahlian "${list.search}"` : SKILL_LABELS.title}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{SKILL_LABELS.name}</th>
                  <th scope="col">{SKILL_LABELS.synonyms}</th>
                  <th scope="col">
                    <span className="sr-only">Tindakan</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((s) => (
                  <tr key={s.id}>
                    <th scope="row">{s.name}</th>
                    <td data-label={SKILL_LABELS.synonyms}>
                      {s.synonyms.length > 0 ? (
                        s.synonyms.join(', ')
                      ) : (
                        <span className="muted">{SKILL_LABELS.noSynonyms}</span>
                      )}
                    </td>
                    <td className="skills-actions">
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-label={`Ubah ${s.name}`}
                        onClick={() => setDialog(s)}
                      >
                        Ubah
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger btn-sm"
                        aria-label={`Hapus ${s.name}`}
                        disabled={remove.isPending}
                        onClick={() => void confirmDelete(s)}
                      >
                        Hapus
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      />
      {dialog !== undefined ? <SkillDialog skill={dialog} onClose={() => setDialog(undefined)} /> : null}
    </section>
  );
}
