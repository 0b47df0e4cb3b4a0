// `npm start`: build the web app and the API when their sources are newer than their
// builds, then serve shop and API from one process (migrates and seeds on the way up).
import { buildWhenStale, runApi } from './builds.mjs';

buildWhenStale('web');
buildWhenStale('api');
// The local shop keeps its mail in the outbox until SMTP_URL names a server: its page
// /dev/mail is then the only place to read it (docs/development.md, Paying and mail in development).
runApi('main', [], {
  NODE_ENV: 'production',
  ...(process.env.SMTP_URL ? {} : { DEV_MAIL: 'true' }),
  ...process.env,
});
