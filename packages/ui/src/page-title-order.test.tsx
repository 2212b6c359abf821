// @vitest-environment happy-dom
// A record page's title wins over the shell's title for its path: the shell sets its head tags
// (PageHead) for /app/finance/invoices/<id> and the record's PageFrame, rendered in the same
// commit, then sets the document's own title.
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { PageHead } from './PageHead';
import { PageFrame } from './PageFrame';

afterEach(() => cleanup());

/** The shell's layout: its head tags for the path around the page it shows. */
function Layout({ children }: { children: ReactNode }) {
  return (
    <div>
      <PageHead title="Invoices" description="Invoices" path="/app/finance/invoices/6f1c2a9e" origin="https://app.example.org" />
      <main>{children}</main>
    </div>
  );
}

describe('page titles', () => {
  it("titles the browser tab by the record's document, not by its path", () => {
    render(
      <Layout>
        <PageFrame title="Invoice INV-5001 - Lakeside Senior Center" />
      </Layout>,
    );
    expect(document.title).toBe('Invoice INV-5001 - Lakeside Senior Center | Missionbase - Nonprofit Management');
    expect(document.querySelector('h1')?.textContent).toBe('Invoice INV-5001 - Lakeside Senior Center');
  });
});
