// The live catalogue for the page: loading, loaded or failed (with a retry). Once loaded, the
// stored cart takes the live prices and stock, so the cart never shows last week's numbers.
import { useCallback, useEffect, useState } from 'react';
import { refreshCart, sameCart } from '@missionbase/domain/cart';
import { CATALOGUE_LOAD_FAILED, fetchTemplateProducts, type TemplateProduct } from '../data/store-catalogue-query';
import { getCartSnapshot, writeCart } from '../cart-store';

export type CatalogueState = { kind: 'loading' } | { kind: 'loaded'; products: TemplateProduct[] } | { kind: 'failed'; message: string };

export function useTemplateCatalogue(): { state: CatalogueState; retry: () => void } {
  const [state, setState] = useState<CatalogueState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchTemplateProducts()
      .then((products) => {
        if (!current) return;
        const cart = getCartSnapshot();
        const refreshed = refreshCart(cart, products);
        if (!sameCart(cart, refreshed)) writeCart(refreshed);
        setState({ kind: 'loaded', products });
      })
      .catch((error: unknown) => {
        // The visitor reads the plain words; the developer gets the cause in the console.
        console.error(error);
        if (current) setState({ kind: 'failed', message: CATALOGUE_LOAD_FAILED });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
