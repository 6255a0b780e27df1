import type { SocialProvider, WithdrawalPolicy } from '@luvcast/contracts';
export type BrandId = 'luv' | 'lex' | 'bell';

export interface Brand {
  id: BrandId;
  name: string;
  /** host names this brand answers on; `*.` matches any sub-domain */
  hosts: string[];
  logo: { text: string; src: string };
  /** CSS custom properties the shell sets on :root */
  colors: { primary: string; primaryContrast: string; background: string; surface: string; text: string; accent: string };
  currency: { code: string; ko: string; en: string };
  /** company data for the footer (not shown to users per spec, kept for legal pages) */
  company: { name: string; ceo: string; businessNumber: string; address: string; email: string };
  features: {
    /** which social sign-ins the brand offers (SOCIAL_PROVIDERS of @luvcast/contracts) */
    social: Record<SocialProvider, boolean>;
    adultBroadcast: boolean;
    foreignerSignup: boolean;
  };
  /** cookie domain for production hosts; local hosts derive theirs from the request host */
  cookieDomain: string;
  /** what a broadcaster's earned currency pays out (withdrawalPreview of @luvcast/contracts) */
  withdrawal: WithdrawalPolicy;
}

/** 1 luv pays 1 KRW before a 30% platform fee and the 3.3% withholding; 10,000 luv at least. */
const WITHDRAWAL: WithdrawalPolicy = { krwPerLuv: 1, feePercent: 30, minimum: 10_000 };

export const brands: Record<BrandId, Brand> = {
  luv: {
    id: 'luv',
    name: '러브캐스트',
    hosts: ['luv.localhost', 'luvcast.tv', '*.luvcast.tv'],
    logo: { text: 'luvcast', src: '/brands/luv/logo.svg' },
    colors: { primary: '#ff3d7f', primaryContrast: '#ffffff', background: '#fff7fa', surface: '#ffffff', text: '#1f1a1c', accent: '#7a2bff' },
    currency: { code: 'luv', ko: '러브', en: 'luv' },
    company: { name: '(주)러브캐스트', ceo: '김대표', businessNumber: '000-00-00000', address: '서울특별시', email: 'help@luvcast.tv' },
    features: { social: { kakao: true, naver: true, google: true, twitch: true }, adultBroadcast: true, foreignerSignup: true },
    cookieDomain: 'luvcast.tv',
    withdrawal: WITHDRAWAL,
  },
  lex: {
    id: 'lex',
    name: '렉스캐스트',
    hosts: ['lex.localhost', 'lexcast.tv', '*.lexcast.tv'],
    logo: { text: 'lexcast', src: '/brands/lex/logo.svg' },
    colors: { primary: '#1769ff', primaryContrast: '#ffffff', background: '#f3f7ff', surface: '#ffffff', text: '#0f1a2e', accent: '#00b3a4' },
    currency: { code: 'lex', ko: '렉스', en: 'lex' },
    company: { name: '(주)렉스미디어', ceo: '이대표', businessNumber: '111-11-11111', address: '서울특별시', email: 'help@lexcast.tv' },
    features: { social: { kakao: true, naver: true, google: false, twitch: false }, adultBroadcast: false, foreignerSignup: true },
    cookieDomain: 'lexcast.tv',
    withdrawal: WITHDRAWAL,
  },
  bell: {
    id: 'bell',
    name: '벨캐스트',
    hosts: ['bell.localhost', 'bellcast.tv', '*.bellcast.tv'],
    logo: { text: 'bellcast', src: '/brands/bell/logo.svg' },
    colors: { primary: '#f5a300', primaryContrast: '#1a1200', background: '#fffaf0', surface: '#ffffff', text: '#231b08', accent: '#e0457b' },
    currency: { code: 'bell', ko: '코인', en: 'coin' },
    company: { name: '(주)벨엔터', ceo: '박대표', businessNumber: '222-22-22222', address: '부산광역시', email: 'help@bellcast.tv' },
    features: { social: { kakao: true, naver: false, google: true, twitch: true }, adultBroadcast: true, foreignerSignup: false },
    cookieDomain: 'bellcast.tv',
    withdrawal: WITHDRAWAL,
  },
};

export const DEFAULT_BRAND: BrandId = 'luv';
/** The brand of role S operators (spec §3: "S operator of the second brand"): they see its members' inquiries only. */
export const SECOND_BRAND: BrandId = 'lex';
