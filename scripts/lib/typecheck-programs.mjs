// The TypeScript programs `pnpm typecheck` checks. Checking each package on its own checked the
// shared packages again in every package that imports them (the kit and the session about ten
// times), so the workspace is checked as a few programs instead, each file once per set of compiler
// settings: the browser code in one program, the server code in another, and the packages whose
// settings differ from both (the e2e suite's DOM iterables, the marketing remote's bundler module
// types, the two packages without the DOM) with their own tsconfig.json. Each package keeps its
// tsconfig.json for editors and `tsc -p` in the package.

/** Root-relative tsconfig files, in the order they start (the largest first). */
export const TYPECHECK_PROGRAMS = [
  'tsconfig.browser.json',
  'tsconfig.node.json',
  'e2e/tsconfig.json',
  'mf-marketing/tsconfig.json',
  'packages/domain/tsconfig.json',
  'packages/app-config/tsconfig.json',
];
