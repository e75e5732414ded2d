import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';

// Every SDK method carries a JSDoc line and an `@example`, and every example compiles against the
// SDK's own types (strict), so the documentation an editor shows cannot drift from the API.
const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const resourcesDir = join(packageDir, 'src', 'resources');

interface MethodDoc {
  /** `orderDeal.add`, `legacy.user.login`: the method's path on the client. */
  name: string;
  summary: string;
  example: string;
}

/** The JSDoc of every method of the objects the resource factories return, read with the TS parser. */
function methodDocs(): MethodDoc[] {
  const docs: MethodDoc[] = [];
  for (const file of readdirSync(resourcesDir).filter((name) => name.endsWith('.ts'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(resourcesDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node, path: string[]) => {
      // `export const createOrderDeal = ...` builds `client.orderDeal`.
      const factory = ts.isVariableDeclaration(node)
        ? /^create(\w+)$/.exec(node.name.getText())?.[1]
        : undefined;
      if (factory) {
        const group = factory.charAt(0).toLowerCase() + factory.slice(1);
        ts.forEachChild(node, (child) => visit(child, [group]));
        return;
      }
      if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
        const name = node.name.text;
        if (ts.isArrowFunction(node.initializer)) {
          const [doc] = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
          const example = doc?.tags?.find((tag) => tag.tagName.text === 'example');
          docs.push({
            name: [...path, name].join('.'),
            summary: ts.getTextOfJSDocComment(doc?.comment)?.trim() ?? '',
            example: ts.getTextOfJSDocComment(example?.comment)?.trim() ?? '',
          });
          return;
        }
        ts.forEachChild(node, (child) => visit(child, [...path, name]));
        return;
      }
      ts.forEachChild(node, (child) => visit(child, path));
    };
    visit(source, []);
  }
  return docs;
}

/** `orderDeal.add` for `routes.orderDeal.add`: the methods the client must have. */
function routeNames(tree: object, path: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !('method' in value)
      ? routeNames(value, [...path, key])
      : [[...path, key].join('.')],
  );
}

/** Names the examples use without defining them, as a caller would have them. */
const PREAMBLE = `import type { ApiClient } from './src/index';
declare const client: ApiClient;
declare const email: string;
declare const password: string;
declare const orderNo: string;
declare const order: { orderNo: string };
declare const gameName: string;
declare const url: string;
declare const token: string;
declare const signupToken: string;
declare const currentPassword: string;
`;

function compileErrors(docs: MethodDoc[]): string[] {
  const fileName = join(packageDir, '__jsdoc_examples__.ts');
  const text =
    PREAMBLE +
    docs
      .map((doc, i) => `// ${doc.name}\nexport async function example${i}() {\n${doc.example}\n}\n`)
      .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    noUnusedLocals: false,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (name) => (name === fileName ? text : readFile(name));
  host.fileExists = (name) => name === fileName || fileExists(name);
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .flatMap((diagnostic) => (diagnostic.file?.fileName === fileName ? [diagnostic] : []))
    .map((diagnostic) => {
      const start = diagnostic.start ?? 0;
      const line = text.slice(0, start).split('\n').length - 1;
      const where = text
        .split('\n')
        .slice(0, line)
        .reverse()
        .find((l) => l.startsWith('// '));
      return `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
}

describe('JSDoc of the SDK methods', () => {
  const docs = methodDocs();

  it('covers exactly the methods of the routes', () => {
    expect(docs.map((doc) => doc.name).sort()).toEqual(routeNames(routes).sort());
  });

  it('gives every method a line saying what it does and an example calling it', () => {
    for (const doc of docs) {
      expect(doc.summary, doc.name).toMatch(/\w{3,}/);
      expect(doc.example, doc.name).toContain(`client.${doc.name}(`);
    }
  });

  it('has examples that type-check against the SDK', () => {
    expect(compileErrors(docs)).toEqual([]);
  }, 60_000);
});
