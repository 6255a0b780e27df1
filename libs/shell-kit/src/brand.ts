import { createContext, useContext } from 'react';
import { brands, DEFAULT_BRAND, type Brand } from '@luvcast/brand-config';

/**
 * The page's brand. The shell resolves it once from the host name at boot and provides it around
 * the router; remotes read it with `useBrand()` instead of resolving `window.location` again.
 * Without a provider (a test rendering one page) it is the default brand.
 */
export const BrandContext = createContext<Brand>(brands[DEFAULT_BRAND]);

export const useBrand = (): Brand => useContext(BrandContext);
