// Renders a parsed blog post as React elements (text is escaped by React; links are pre-checked).
import { Fragment, type ReactNode } from 'react';
import { Link } from '@missionbase/router';
import { parseMarkdown, type Block, type Inline } from '../markdown';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        // Internal paths stay inside the single-page app; outside links open a new tab.
        return node.href.startsWith('/') ? (
          <Link key={index} to={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href} rel="noopener noreferrer" target={node.href.startsWith('mailto:') ? undefined : '_blank'}>
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

function renderBlock(block: Block, index: number): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return <Heading key={index}>{renderInline(block.children)}</Heading>;
    }
    case 'paragraph':
      return <p key={index}>{renderInline(block.children)}</p>;
    case 'list': {
      const items = block.items.map((item, itemIndex) => <li key={itemIndex}>{renderInline(item)}</li>);
      return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
    case 'quote':
      return (
        <blockquote key={index} style={{ borderLeft: '4px solid #10b981', margin: '16px 0', padding: '4px 16px', color: '#374151' }}>
          {renderInline(block.children)}
        </blockquote>
      );
    case 'code':
      return (
        <pre key={index} style={{ background: '#f3f4f6', padding: 16, borderRadius: 8, overflowX: 'auto' }}>
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={index} />;
  }
}

export function MarkdownContent({ source }: { source: string }) {
  return <div className="mb-markdown" style={{ fontSize: 17, lineHeight: 1.7, maxWidth: 720 }}>{parseMarkdown(source).map(renderBlock)}</div>;
}
