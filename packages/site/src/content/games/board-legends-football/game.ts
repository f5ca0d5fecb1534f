import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'board-legends-football',
  name: {
    en: 'Legends Football',
    'zh-tw': '傳奇足球',
    'zh-cn': '传奇足球',
    'de-ch': 'Legenden-Fussball',
  },
  summary: {
    en: 'A dice-driven football board game: five rolls to beat the defenders, land on the Legend square for an instant strike and score up to five goals for 400x.',
    'zh-tw': '以骰子推進的足球棋盤遊戲：五次擲骰突破後衛，停在傳奇格即可立即射門，最多攻進五球贏得400倍。',
    'zh-cn': '以骰子推进的足球棋盘游戏：五次掷骰突破后卫，停在传奇格即可立即射门，最多攻进五球赢得400倍。',
    'de-ch': 'Ein Fussball-Brettspiel mit Würfeln: Fünf Würfe, um die Verteidiger zu überwinden, ein Legendenfeld für den direkten Torschuss und bis zu fünf Tore für 400x.',
  },
  category: 'sports',
  gameType: 'board',
  platform: ['desktop', 'mobile'],
  rtp: 96.53,
  volatility: 'medium',
  hit_rate: 49.07,
  max_win: 400,
  languages: ['en', 'zh-CN', 'zh-TW', 'pt-BR', 'es', 'de', 'fr', 'th'],
  currencies: ['cny', 'usd', 'eur', 'chf', 'gbp', 'brl', 'ars', 'mxn', 'ngn', 'thb'],
  countries: ['europe', 'americas', 'africa', 'asia'],
  availability: 'coming_soon',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2027-01-20',
  sizeMb: { desktop: 9.4, mobile: 7.8 },
};
