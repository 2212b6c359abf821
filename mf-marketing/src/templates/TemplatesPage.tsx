// /templates: the templates store: products with options and prices, and the cart beside them.
import { MarketingPage } from '../components/MarketingPage';
import { MOBILE_QUERY, useMediaQuery } from '../layout/use-media-query';
import { routeFor } from '../site/public-routes';
import { CartPanel } from './components/CartPanel';
import { ProductCard } from './components/ProductCard';
import { TEMPLATE_PRODUCTS } from './template-catalogue';

export function TemplatesPage() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  return (
    <MarketingPage {...routeFor('/templates')} lead="Ready-made budgets, grant reports, charts of accounts and policies written by nonprofit accountants. Use them with Missionbase or on their own.">
      <div style={{ display: 'grid', gridTemplateColumns: isMobile ? '1fr' : 'minmax(0, 1fr) minmax(260px, 320px)', gap: 32, alignItems: 'start' }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 20 }}>
          {TEMPLATE_PRODUCTS.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
        <CartPanel />
      </div>
    </MarketingPage>
  );
}
