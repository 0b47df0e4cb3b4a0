/**
 * Base of every error the domain throws. `code` is stable and machine-readable:
 * the API maps it to the response envelope and the web maps it to an i18n key
 * (docs/architecture.md#errors), so the English `message` is for logs only.
 */
export class DomainError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}
