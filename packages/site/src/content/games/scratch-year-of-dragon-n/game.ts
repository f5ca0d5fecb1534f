import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'scratch-year-of-dragon-n',
  name: {
    en: 'Year of the Dragon Scratch',
    'zh-tw': '龍年刮刮樂',
    'zh-cn': '龙年刮刮乐',
    'de-ch': 'Jahr des Drachen Rubbellos',
  },
  summary: {
    en: 'A Lunar New Year scratch card: uncover three matching symbols on a 3x3 grid and let the Dragon Pearl multiply your prize up to 5,000x the ticket price.',
    'zh-tw': '農曆新年主題刮刮樂：在3x3刮區刮出三個相同圖案即可獲獎，龍珠倍數最高可將獎金提升至票價的5,000倍。',
    'zh-cn': '农历新年主题刮刮乐：在3x3刮区刮出三个相同图案即可中奖，龙珠倍数最高可将奖金提升至票价的5,000倍。',
    'de-ch': 'Ein Rubbellos zum Mondneujahr: Decken Sie auf dem 3x3-Feld drei gleiche Symbole auf, und die Drachenperle vervielfacht den Gewinn auf bis zum 5000-Fachen des Lospreises.',
  },
  category: 'scratch',
  gameType: 'scratch',
  platform: ['desktop', 'mobile'],
  rtp: 95.79,
  volatility: 'high',
  hit_rate: 31.08,
  max_win: 5000,
  languages: ['en', 'zh-CN', 'zh-TW', 'th', 'vi', 'ko', 'id'],
  currencies: ['cny', 'usd', 'hkd', 'twd', 'thb', 'vnd', 'krw', 'idr', 'myr'],
  countries: ['asia', 'oceania', 'americas'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2024-01-26',
  sizeMb: { desktop: 6.8, mobile: 6.1 },
};
