import { createContext, useContext } from 'react';
import { brands, DEFAULT_BRAND, type Brand } from '@luvcast/brand-config';

export const BrandContext = createContext<Brand>(brands[DEFAULT_BRAND]);
export const useBrand = () => useContext(BrandContext);
