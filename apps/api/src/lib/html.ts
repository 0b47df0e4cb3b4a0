/** HTML that is already safe: markup written here, with every value in it escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = string | number | SafeHtml | readonly SafeHtml[];

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * The only way markup is written: interpolated strings are escaped, so a
 * product called `Biscotti "Gran Cereale" <new> & co.` stays text.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    if (value instanceof SafeHtml) out += value.value;
    else if (Array.isArray(value)) out += value.map((part: SafeHtml) => part.value).join('');
    else out += escapeHtml(String(value));
    out += strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/**
 * JSON inside a script block (JSON-LD, embedded page data): `</script>` and
 * `<!--` in a product name must not end or change the block.
 */
export const jsonForScript = (data: unknown): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
