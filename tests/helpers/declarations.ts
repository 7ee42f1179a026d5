// Reads the shape of the types a package's declaration file exports, with the TypeScript compiler:
// the keys RstestConfig accepts, the options of Vitest's InlineConfig, what rs.setConfig takes.
import ts from 'typescript';

export interface Declarations {
  checker: ts.TypeChecker;
  /** The declared type of an exported type or interface, such as `RstestConfig`. */
  type(name: string): ts.Type;
  /** The type of an exported value, such as `rs`. */
  valueType(name: string): ts.Type;
}

export function readDeclarations(file: string): Declarations {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${file} is not a module`);
  const exported = (name: string): ts.Symbol => {
    const symbol = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === name);
    if (!symbol) throw new Error(`${name} is not exported by ${file}`);
    // A re-export (`export { I as InlineConfig } from './chunk'`) is an alias of the declaration.
    return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  return {
    checker,
    type: (name) => checker.getDeclaredTypeOfSymbol(exported(name)),
    valueType: (name) => checker.getTypeOfSymbol(exported(name)),
  };
}

/** The properties an option's object form accepts, across the members of a union such as `pool`. */
function objectProperties(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] {
  const members = type.isUnion() ? type.types : [type];
  return members
    .filter((member) => member.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))
    .filter((member) => !checker.isArrayType(member) && member.getCallSignatures().length === 0)
    .flatMap((member) => checker.getPropertiesOfType(member));
}

/**
 * Every key of `type` and of the object forms of its values, up to `depth` levels:
 * `performance.buildCache.cacheDirectory`.
 */
export function acceptedKeys(checker: ts.TypeChecker, type: ts.Type, depth = 3, prefix = ''): Set<string> {
  const keys = new Set<string>();
  const properties = prefix === '' ? checker.getPropertiesOfType(type) : objectProperties(checker, type);
  for (const property of properties) {
    const name = `${prefix}${property.name}`;
    keys.add(name);
    if (depth > 1) {
      const propertyType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      for (const nested of acceptedKeys(checker, propertyType, depth - 1, `${name}.`)) keys.add(nested);
    }
  }
  return keys;
}
