// `@missionbase/router/testing`: the router names only unit tests use (MemoryRouter), kept out of the
// shared entry so no page downloads them. Not a Module Federation share key: tests run without federation,
// where this and the main entry reach the same react-router module and so the same contexts.
export { MemoryRouter } from 'react-router-dom';
