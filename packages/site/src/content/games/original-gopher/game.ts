import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-gopher',
  name: {
    en: 'Gopher Tunnels',
    'zh-tw': '地鼠鑽洞',
    'zh-cn': '地鼠钻洞',
    'de-ch': 'Gopher-Tunnel',
  },
  summary: {
    en: 'Drop gophers into an eight-level burrow: they turn left or right at every rock and land in one of nine chambers worth up to 100x, in three tunnel modes.',
    'zh-tw': '讓地鼠鑽進八層地道：每遇到一塊岩石就隨機左轉或右轉，最後落入九個洞室之一，三種地道模式，最高100倍。',
    'zh-cn': '让地鼠钻进八层地道：每遇到一块岩石就随机左转或右转，最后落入九个洞室之一，三种地道模式，最高100倍。',
    'de-ch': 'Lassen Sie Gophers in einen Bau mit acht Ebenen fallen: An jedem Stein biegen sie links oder rechts ab und landen in einer von neun Kammern mit bis zu 100x, in drei Tunnelmodi.',
  },
  category: 'originals',
  gameType: 'casual',
  platform: ['desktop', 'mobile'],
  rtp: 96.25,
  volatility: 'medium',
  hit_rate: 72.66,
  max_win: 100,
  languages: ['en', 'zh-CN', 'zh-TW', 'ko', 'th', 'vi', 'id', 'pt-BR'],
  currencies: ['cny', 'usd', 'eur', 'krw', 'thb', 'vnd', 'idr', 'brl', 'cad'],
  countries: ['asia', 'americas', 'europe'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2024-09-03',
  sizeMb: { desktop: 6.4, mobile: 6.2 },
};
