// The kit's Card rendered to HTML: antd's card markup and classes (so antd's card style applies),
// header only when there is a title or an extra, body only when there is content.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Card } from './card';

describe('Card', () => {
  it('renders antd card markup with its title, extra and body', () => {
    const html = renderToString(
      <Card title="Organization" extra={<a href="#x">Edit</a>} size="small">
        <p>Body</p>
      </Card>,
    );
    expect(html).toMatch(/class="ant-card ant-card-bordered ant-card-small [^"]*"/);
    expect(html).toContain('<div class="ant-card-head-title">Organization</div>');
    expect(html).toContain('<div class="ant-card-extra"><a href="#x">Edit</a></div>');
    expect(html).toContain('<div class="ant-card-body"><p>Body</p></div>');
  });

  it('leaves out the header without a title or extra, and the border when borderless', () => {
    const html = renderToString(<Card variant="borderless">Only body</Card>);
    expect(html).not.toContain('ant-card-head');
    expect(html).not.toContain('ant-card-bordered');
    expect(html).toContain('<div class="ant-card-body">Only body</div>');
  });
});
