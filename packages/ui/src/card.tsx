// `@missionbase/ui/card` (its own share key): the kit's Card, the panel of the settings pages and of
// some figures (docs/kit.md). antd's card look (antd's own style hook, so the theme tokens and class
// names are antd's) without antd's Card component, which imports Tabs for a tab list the product never
// uses: a page with a panel does not download the tabs file (about 10.7 KiB gzip).
import { forwardRef, useContext, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useCardStyle from 'antd/es/card/style';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Shown at the right of the header (a link, a button, a note). */
  extra?: ReactNode;
  size?: 'small' | 'default';
  /** Without its border, on a coloured surface. */
  variant?: 'outlined' | 'borderless';
  styles?: { header?: CSSProperties; title?: CSSProperties; extra?: CSSProperties; body?: CSSProperties };
}

const shown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

export const Card = forwardRef<HTMLDivElement, CardProps>(function Card({ title, extra, size = 'default', variant = 'outlined', styles, className, children, ...rest }, ref) {
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  const classes = [
    prefixCls,
    variant === 'outlined' ? `${prefixCls}-bordered` : '',
    size === 'small' ? `${prefixCls}-small` : '',
    direction === 'rtl' ? `${prefixCls}-rtl` : '',
    hashId,
    cssVarCls,
    className ?? '',
  ].filter(Boolean).join(' ');
  return (
    <div ref={ref} {...rest} className={classes}>
      {shown(title) || shown(extra) ? (
        <div className={`${prefixCls}-head`} style={styles?.header}>
          <div className={`${prefixCls}-head-wrapper`}>
            {shown(title) ? <div className={`${prefixCls}-head-title`} style={styles?.title}>{title}</div> : null}
            {shown(extra) ? <div className={`${prefixCls}-extra`} style={styles?.extra}>{extra}</div> : null}
          </div>
        </div>
      ) : null}
      {shown(children) ? <div className={`${prefixCls}-body`} style={styles?.body}>{children}</div> : null}
    </div>
  );
});
