// WhenOpened keeps a closed drawer's code out of the page's first render and renders it once open.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { WhenOpened } from './when-opened';

function Drawer(): never {
  throw new Error('a closed drawer was rendered');
}

describe('WhenOpened', () => {
  it('[21.2] renders nothing of a drawer that has not been opened', () => {
    expect(renderToString(<WhenOpened open={false}><Drawer /></WhenOpened>)).toBe('');
  });

  it('[21.2] renders the drawer once it is open', () => {
    expect(renderToString(<WhenOpened open><p>drawer</p></WhenOpened>)).toContain('drawer');
  });
});
