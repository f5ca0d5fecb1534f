import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'bingo-tombola',
  name: {
    en: 'Bingo Tombola',
    'zh-tw': '義式賓果',
    'zh-cn': '意式宾果',
    'de-ch': 'Bingo Tombola',
  },
  summary: {
    en: 'Italian-style 90-ball bingo: play up to six tickets, watch 40 balls fall and chase quaterna, cinquina, doppia cinquina and the 5,000x tombola.',
    'zh-tw': '義大利式90球賓果：最多同時玩六張卡，開出40個號碼球，爭取四連、五連、雙五連及5,000倍的全中。',
    'zh-cn': '意大利式90球宾果：最多同时玩六张卡，摇出40个号码球，争取四连、五连、双五连及5,000倍的全中。',
    'de-ch': "Italienisches 90-Kugel-Bingo: Spielen Sie bis zu sechs Karten, 40 Kugeln werden gezogen, und jagen Sie Quaterna, Cinquina, Doppia Cinquina und die Tombola mit 5'000x.",
  },
  category: 'bingo',
  gameType: 'bingo',
  platform: ['desktop', 'mobile'],
  rtp: 95.72,
  volatility: 'medium',
  hit_rate: 32.27,
  max_win: 5000,
  languages: ['en', 'zh-CN', 'zh-TW', 'it', 'es', 'pt-BR', 'de'],
  currencies: ['cny', 'eur', 'usd', 'chf', 'gbp', 'brl', 'ars', 'mxn', 'zar'],
  countries: ['europe', 'americas', 'asia', 'africa'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2024-03-06',
  sizeMb: { desktop: 9.1, mobile: 7.6 },
};
