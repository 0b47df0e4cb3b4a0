import type { ReactNode, Ref } from 'react';
import { translateMessageCode } from '../i18n';
import { isApiError } from '../lib/api';
import { Alert } from '../ui';

/** One text, several, or none yet. */
type Texts = string | readonly string[] | null | undefined;

const asList = (texts: Texts): readonly string[] =>
  (typeof texts === 'string' ? [texts] : (texts ?? [])).filter((text) => text.length > 0);

export interface ResponseMessageBoxProps {
  errors?: Texts;
  warnings?: Texts;
  infos?: Texts;
  /** Inside the errors' box, under them: what the shopper can do about them (a link). */
  errorAction?: ReactNode;
  /** The errors' live region, for a form that moves the focus to it. */
  errorsRef?: Ref<HTMLDivElement>;
}

/**
 * SPEC §2 Response-message box: the answer of the server to a form or a page,
 * its errors, warnings and infos. Errors are an alert (announced at once),
 * warnings and infos a status (announced when the reader is free). Both
 * regions are always in the page, so that a message appearing in them is
 * announced, and take no space while empty.
 */
export function ResponseMessageBox({
  errors,
  warnings,
  infos,
  errorAction,
  errorsRef,
}: ResponseMessageBoxProps) {
  const errorList = asList(errors);
  const warningList = asList(warnings);
  const infoList = asList(infos);
  return (
    <>
      <div
        ref={errorsRef}
        tabIndex={errorsRef ? -1 : undefined}
        role="alert"
        className="empty:sr-only focus:outline-none"
      >
        {errorList.length > 0 ? (
          <Alert variant="error">
            <MessageTexts texts={errorList} />
            {errorAction}
          </Alert>
        ) : null}
      </div>
      <div role="status" className="flex flex-col gap-3 empty:sr-only">
        {warningList.length > 0 ? (
          <Alert variant="warning">
            <MessageTexts texts={warningList} />
          </Alert>
        ) : null}
        {infoList.length > 0 ? (
          <Alert variant="success">
            <MessageTexts texts={infoList} />
          </Alert>
        ) : null}
      </div>
    </>
  );
}

function MessageTexts({ texts }: { texts: readonly string[] }) {
  if (texts.length === 1) return <p>{texts[0]}</p>;
  return (
    <ul className="list-disc space-y-1 pl-4">
      {texts.map((text, i) => (
        <li key={i}>{text}</li>
      ))}
    </ul>
  );
}

/**
 * What a failed call leaves to show: every error of the server's envelope
 * (the first as the HTTP layer worded it, the others translated when their
 * code has an Italian text), the client's own text for a failure without one,
 * `fallback` for anything else; nothing while there is no failure.
 */
export function failureMessages(error: unknown, fallback: string): string[] {
  if (error === null || error === undefined) return [];
  if (!isApiError(error)) return [fallback];
  const others = error.errors
    .slice(1)
    .map((message) => translateMessageCode(message.code) ?? message.error ?? '');
  return [error.message, ...others].filter((text) => text.length > 0);
}
