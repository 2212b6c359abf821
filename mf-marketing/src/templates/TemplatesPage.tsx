// /templates: the templates store: products with options, live prices and stock read from the
// database, and the cart beside them with its checkout.
import { MarketingPage } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { CartPanel } from './components/CartPanel';
import { ProductCard } from './components/ProductCard';
import { useTemplateCatalogue } from './hooks/use-template-catalogue';
import './components/store.css';

function CatalogueArea() {
  const { state, retry } = useTemplateCatalogue();
  if (state.kind === 'loading') {
    return (
      <div className="mb-store__products" aria-busy="true">
        <p className="mb-store__status" role="status">
          Loading templates…
        </p>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className="mb-store__products">
        <div role="alert" className="mb-store__message mb-store__message--error">
          <p>{state.message}</p>
          <button type="button" className="mb-store__button mb-store__button--quiet" onClick={retry} style={{ marginTop: 8 }}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="mb-store__products">
      {state.products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}

export function TemplatesPage() {
  return (
    <MarketingPage {...routeFor('/templates')} lead="Ready-made budgets, grant reports, charts of accounts and policies written by nonprofit accountants. Use them with Missionbase or on their own.">
      <div className="mb-store">
        <CatalogueArea />
        <CartPanel />
      </div>
    </MarketingPage>
  );
}
