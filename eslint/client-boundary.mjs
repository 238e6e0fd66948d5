/**
 * The store's one rule for browser code: a module marked 'use client' runs in the shopper's browser, so
 * at run time it may import from the store's own lib/ only what is browser-safe by its place:
 *   @/lib/browser/…         browser-only helpers (fetch wrapper, local storage, hooks)
 *   @/lib/<domain>/shared/… a domain's browser-safe modules (types, zod schemas, constants, formatting),
 *                           one module per file: no barrel, so a page's bundle gets only what it imports
 *   @/lib/<domain>/actions  server actions ('use server'), which the browser calls over HTTP
 * Type-only imports are erased at build time, so they may name anything.
 */
const allowedLib = [/^@\/lib\/browser\//, /^@\/lib\/[\w-]+\/shared\/[\w-]+$/, /^@\/lib\/[\w-]+\/actions$/];
const serverOnly = [
  /^@\/models(\/|$)/,
  /^server-only$/,
  /^node:/,
  /^drizzle-orm(\/|$)/,
  /^pg$/,
  /^@electric-sql\//,
];

function refused(source) {
  if (source.startsWith('@/lib/')) return !allowedLib.some((re) => re.test(source));
  return serverOnly.some((re) => re.test(source));
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 &&
    node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

const clientImports = {
  meta: {
    type: 'problem',
    docs: { description: "Keep server code out of 'use client' modules" },
    schema: [],
    messages: {
      server:
        "'use client' module imports '{{source}}', which is not browser-safe. Import from '@/lib/browser/…' or a domain's '@/lib/<domain>/shared/…' (or use `import type`).",
    },
  },
  create(context) {
    const isClient = context.sourceCode.ast.body.some(
      (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
    );
    if (!isClient) return {};
    const check = (node) => {
      if (!node.source || typeOnly(node)) return;
      const source = String(node.source.value);
      if (refused(source)) context.report({ node: node.source, messageId: 'server', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression(node) {
        if (node.source.type === 'Literal' && refused(String(node.source.value)))
          context.report({
            node: node.source,
            messageId: 'server',
            data: { source: String(node.source.value) },
          });
      },
    };
  },
};

export const storePlugin = { rules: { 'client-imports': clientImports } };
