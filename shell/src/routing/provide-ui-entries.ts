// Makes the shell's build provide every entry of @missionbase/ui (and the session's documents entry)
// to the federation share scope, the ones the shell's own code does not import included (a shared package is provided by a build only
// when its code imports it). The shell registers its shared packages first, so every entry a remote
// page uses then comes from this one compilation, and antd's internals (ConfigProvider context,
// theme, cssinjs cache, App context) exist once in the page: an entry from a remote's own build would
// carry a second antd whose components the shell's theme and App context do not reach.
// Nothing calls this; the import() calls are what the build needs to see.
export const UI_ENTRIES_PROVIDED_BY_THE_SHELL = {
  table: () => import('@missionbase/ui/table'),
  forms: () => import('@missionbase/ui/forms'),
  pickers: () => import('@missionbase/ui/pickers'),
  export: () => import('@missionbase/ui/export'),
  display: () => import('@missionbase/ui/display'),
  tabs: () => import('@missionbase/ui/tabs'),
  card: () => import('@missionbase/ui/card'),
  statistic: () => import('@missionbase/ui/statistic'),
  dates: () => import('@missionbase/ui/dates'),
  periods: () => import('@missionbase/ui/periods'),
  toggles: () => import('@missionbase/ui/toggles'),
  upload: () => import('@missionbase/ui/upload'),
  // Not the kit's, the session's: one copy of the letterhead and e-mail helpers, from the shell's build.
  sessionDocuments: () => import('@missionbase/session/documents'),
};
