import { describe, expect, it } from 'vitest';
import { pureComponentDefinitions } from './vite-pure-components';

describe('pureComponentDefinitions', () => {
  it.each<[string, string, string]>([
    [
      'a forwardRef component and its name',
      'var Link = React10.forwardRef(\n  function LinkWithRef() {}\n);\nLink.displayName = "Link";\nvar x = 1;\n',
      'var Link = /* @__PURE__ */ React10.forwardRef(\n  function LinkWithRef() {}\n);\n\nvar x = 1;\n',
    ],
    ['a memo component', 'var Routes = React.memo(R);\n', 'var Routes = /* @__PURE__ */ React.memo(R);\n'],
    [
      'a context keeps its name (not marked here)',
      'var Ctx = React10.createContext(null);\nCtx.displayName = "Ctx";\n',
      'var Ctx = React10.createContext(null);\nCtx.displayName = "Ctx";\n',
    ],
    [
      'an indented definition (inside a function) is left alone',
      '  var Form2 = React10.forwardRef(f);\n  Form2.displayName = "fetcher.Form";\n',
      '  var Form2 = React10.forwardRef(f);\n  Form2.displayName = "fetcher.Form";\n',
    ],
    [
      'an already annotated call',
      'var A = /* @__PURE__ */ React.forwardRef(f);\n',
      'var A = /* @__PURE__ */ React.forwardRef(f);\n',
    ],
  ])('%s', (_name, code, expected) => expect(pureComponentDefinitions(code)).toBe(expected));
});
