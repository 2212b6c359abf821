// A remote's routes as the shell mounts them (at /app/*): a built page renders below its own path,
// an unbuilt one shows its placeholder frame, and a layout wraps every page.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Outlet, Route, Routes } from '@missionbase/router';
import { MemoryRouter } from '@missionbase/router/testing';
import type { PageComponents } from '@missionbase/app-config/page-components';
import { createAreaRoutes } from './area-routes';

const PAGES: PageComponents = { '/app/hr/employees': () => <p>the employees page</p> };

function renderAt(url: string, AreaRoutes = createAreaRoutes('mf_hr', PAGES)): string {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/app/*" element={<AreaRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a remote area routes', () => {
  it('render a built page at its path and below it, marked with the remote and its session probe', () => {
    for (const url of ['/app/hr/employees', '/app/hr/employees/some-id']) {
      const html = renderAt(url);
      expect(html).toContain('the employees page');
      expect(html).toContain('data-remote="mf_hr"');
      expect(html).toContain('data-testid="session-probe-mf_hr"');
    }
  });

  it('show a page that is not built yet as its frame with its title and description', () => {
    const html = renderAt('/app/hr/payroll');
    expect(html).toContain('Payroll');
    expect(html).toContain('Payroll runs and what each posted to the ledger.');
    expect(html).not.toContain('the employees page');
  });

  it('put every page inside the layout when the area has one', () => {
    const layout = (
      <section data-testid="area-layout">
        <Outlet />
      </section>
    );
    const html = renderAt('/app/hr/employees', createAreaRoutes('mf_hr', PAGES, { layout }));
    expect(html).toMatch(/data-testid="area-layout"[^>]*>.*the employees page/);
  });
});
