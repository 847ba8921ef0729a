// The browser journeys' server: a real SMTP listener on a free loopback port, whose messages land as
// JSON files in DATA_DIR/inbox (read by e2e/support/mail.ts), then the built production server
// (apps/server/dist/main.js) sending its mail to that listener through SMTP_URL.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
const inbox = path.join(dataDir, 'inbox');
fs.mkdirSync(inbox, { recursive: true });

let sequence = 0;
const smtp = new SMTPServer({
  secure: false,
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const message = {
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
      };
      const name = `${Date.now()}-${String(++sequence).padStart(5, '0')}.json`;
      // Written under a temporary name and renamed, so a reader never sees half a message.
      fs.writeFileSync(path.join(inbox, `${name}.tmp`), JSON.stringify(message));
      fs.renameSync(path.join(inbox, `${name}.tmp`), path.join(inbox, name));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;

await import('../apps/server/dist/main.js');
