// A lazy panel fetches its code only when it opens or is preloaded, once, and then renders the panel.
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { lazyComponent, lazyPanel } from './lazy-panel';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

async function prerendered(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('lazyPanel', () => {
  it('a closed panel renders nothing and fetches no code', () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Panel = lazyPanel(load);
    expect(renderToString(<Panel opened={false} name="Ada" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('an opened panel fetches its code and renders with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Panel = lazyPanel(load);
    expect(await prerendered(<Panel opened name="Ada" />)).toContain('Hello <!-- -->Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches the code once, however often the pointer comes back', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Panel = lazyPanel(load);
    Panel.preload();
    Panel.preload();
    expect(await prerendered(<Panel opened name="Grace" />)).toContain('Grace');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a lazy component fetches its code when first rendered, not when defined', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Modal = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    expect(await prerendered(<Modal name="Mary" />)).toContain('Mary');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is tried again by the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Panel = lazyPanel<{ name: string }>(load);
    Panel.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    Panel.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a panel whose code failed to load renders once a retry finds the network', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Modal = lazyComponent<{ name: string }>(load);
    // The server renderer hands a failed Suspense boundary to the client; the page shows no panel.
    expect(await prerendered(<Modal name="Ada" />)).not.toContain('Hello');
    expect(await prerendered(<Modal name="Ada" />)).toContain('Hello <!-- -->Ada');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
