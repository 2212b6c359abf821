// Loads an export library by dynamic import() only when a file is made, so papaparse, exceljs and
// pdfmake are never part of a page's first download. CommonJS/UMD builds arrive as a namespace
// whose `default` is the module object (pdfmake's methods live on its prototype, so the namespace's
// copied own properties are not enough): take `default` when there is one.

export function moduleDefault<Module extends object>(loaded: Module): Module {
  const fallback: unknown = Reflect.get(loaded, 'default');
  // The namespace and its default describe the same library; the declared type is the library's.
  return typeof fallback === 'object' && fallback !== null ? (fallback as Module) : loaded;
}
