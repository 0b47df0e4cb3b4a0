import { SIGN_IN_FAILED_MESSAGES as T } from '@spesa/domain';
import { html } from '../../lib/html';

/**
 * The page a social-login callback answers when it cannot log anyone in: the
 * browser came by navigation, so it reads Italian, not JSON.
 */
export const failurePageHtml = (message: string, loginPath: string): string =>
  html`<!doctype html>
    <html lang="it">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${T.title}</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            margin: 0;
            background: #f5f5f4;
            color: #1c1917;
          }
          main {
            max-width: 34rem;
            margin: 3rem auto;
            background: #fff;
            border-radius: 1rem;
            padding: 2rem;
            box-shadow: 0 1px 3px #0002;
          }
          h1 {
            font-size: 1.5rem;
            margin: 0 0 0.75rem;
          }
          a {
            display: inline-block;
            margin-top: 1.25rem;
            margin-right: 1.25rem;
            color: #b91c1c;
            font-weight: 600;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>${T.title}</h1>
          <p>${message}</p>
          <a href="${loginPath}">${T.backToLogin}</a><a href="/">${T.home}</a>
        </main>
      </body>
    </html>`.toString();
