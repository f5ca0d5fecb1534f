import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-wheel',
  name: {
    en: 'Lucky Wheel',
    'zh-tw': '幸運轉盤',
    'zh-cn': '幸运转盘',
    'de-ch': 'Glücksrad',
  },
  summary: {
    en: 'Pick Low, Medium or High risk and spin a 50-segment wheel where every risk level returns the same, from frequent 1.2x hits to a single 40x segment.',
    'zh-tw': '選擇低、中或高風險，轉動50格轉盤，各風險等級返還率相同，從常見的1.2倍到唯一的40倍格子。',
    'zh-cn': '选择低、中或高风险，转动50格转盘，各风险等级返还率相同，从常见的1.2倍到唯一的40倍格子。',
    'de-ch': 'Wählen Sie tiefes, mittleres oder hohes Risiko und drehen Sie ein Rad mit 50 Feldern, bei dem jede Stufe gleich viel zurückgibt, von häufigen 1.2x bis zu einem einzigen 40x-Feld.',
  },
  category: 'originals',
  gameType: 'wheel',
  platform: ['desktop', 'mobile'],
  rtp: 96,
  volatility: 'medium',
  hit_rate: 48,
  max_win: 40,
  languages: ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'fil', 'hi', 'ms'],
  currencies: ['cny', 'usd', 'eur', 'chf', 'gbp', 'php', 'inr', 'myr', 'sgd'],
  countries: ['asia', 'europe', 'oceania', 'africa'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2023-04-12',
  sizeMb: { desktop: 6.9, mobile: 6.2 },
};
