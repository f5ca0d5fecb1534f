import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'scratch-fortune-n',
  name: {
    en: 'God of Fortune',
    'zh-tw': '財神到',
    'zh-cn': '财神到',
    'de-ch': 'Gott des Reichtums',
  },
  summary: {
    en: 'Scratch a 3x3 grid of lucky symbols, find three of a kind to win and let the Golden Toad double it, up to 1,000x with three Caishen.',
    'zh-tw': '刮開3x3吉祥圖案格，三個相同即中獎，金蟾現身派彩翻倍，三個財神最高1,000倍。',
    'zh-cn': '刮开3x3吉祥图案格，三个相同即中奖，金蟾现身奖金翻倍，三个财神最高1,000倍。',
    'de-ch': "Rubbeln Sie ein 3x3-Raster mit Glückssymbolen frei, drei gleiche gewinnen, die goldene Kröte verdoppelt den Gewinn, bis 1'000x mit drei Caishen.",
  },
  category: 'scratch',
  gameType: 'scratch',
  platform: ['desktop', 'mobile'],
  rtp: 96,
  volatility: 'medium',
  hit_rate: 38.67,
  max_win: 1000,
  languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'id', 'ms'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'sgd', 'myr', 'thb', 'vnd', 'idr'],
  countries: ['asia', 'oceania', 'americas', 'europe'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2024-01-25',
  sizeMb: { desktop: 6.7, mobile: 6.3 },
};
