// html-validate's recommended rules for the built pages (tests/html-valid.test.ts; by hand:
// `npx html-validate doc_build`). A rule below is set only where the markup is valid HTML written
// in another style than the rule's default, each with its reason.
/** @type {import('html-validate').ConfigData} */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Rspress's page template writes `<!doctype html>`.
    'doctype-style': ['error', { style: 'lowercase' }],
    // The head comes from Rspress's template (`<meta>`), the body from React (`<img/>`): both are valid.
    'void-style': 'off',
    // React writes `hidden=""` and `disabled=""`, both valid spellings of a boolean attribute.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // React writes some attribute names in camel case (`hrefLang`); HTML reads them case-insensitively.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React's `useId` ids (`_R_mi_`) are valid HTML ids; the default also asks ids to start with a letter.
    'valid-id': ['error', { relaxed: true }],
    // Layout values set per element by React components (sidebar indentation, code colours), allowed by the CSP.
    'no-inline-style': 'off',
  },
};
