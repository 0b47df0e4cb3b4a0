import type { Plugin } from 'vite';

const DOMAIN_SOURCE = /\/packages\/domain\/src\/.*\.ts$/;

/** A one-line schema declaration: `const X = z.…` or `const X = OtherSchema.…`. */
const SCHEMA_DECLARATION = /^((?:export )?const \w+(?:: [^=]+)? = )(z\.|\w+Schema\.)/gm;

/**
 * Marks the domain's schema declarations as pure, so that the browser's build drops the
 * schemas the app never uses (the server's queries and requests beside the answers the
 * client checks). Rollup cannot prove a zod call free of side effects, so an unused
 * schema of a module the app imports was kept, and built as the page started (issue 38).
 * The one side effect of such a call, `.meta({ id })` entering zod's global registry,
 * nothing reads. The marks move no line, so the source maps stay right to the line.
 */
export function pureSchemas(): Plugin {
  return {
    name: 'spesa:pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!DOMAIN_SOURCE.test(id)) return null;
      const marked = code.replace(SCHEMA_DECLARATION, '$1/* @__PURE__ */ $2');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
