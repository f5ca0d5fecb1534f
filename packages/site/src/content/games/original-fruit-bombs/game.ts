import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-fruit-bombs',
  name: {
    en: 'Fruit Bombs',
    'zh-tw': '水果炸彈',
    'zh-cn': '水果炸弹',
    'de-ch': 'Fruchtbomben',
  },
  summary: {
    en: 'A multiplayer crash game: the fuse on a giant watermelon bomb burns and the multiplier climbs; cash out one or two bets before it blows, or ride it to the 1,000x defuse.',
    'zh-tw': '多人爆點遊戲：巨型西瓜炸彈的引信燃燒，倍數不斷攀升；在爆炸前兌現一或兩注，或一路撐到1,000倍拆彈成功。',
    'zh-cn': '多人爆点游戏：巨型西瓜炸弹的引信燃烧，倍数不断攀升；在爆炸前兑现一或两注，或一路撑到1,000倍拆弹成功。',
    'de-ch': "Ein Crash-Spiel für mehrere Spieler: Die Zündschnur einer riesigen Wassermelonenbombe brennt und der Multiplikator steigt; lösen Sie ein oder zwei Einsätze vor der Explosion ein oder halten Sie bis zur Entschärfung bei 1'000x durch.",
  },
  category: 'originals',
  gameType: 'crash',
  platform: ['desktop', 'mobile'],
  rtp: 97.5,
  volatility: 'high',
  hit_rate: 48.75,
  max_win: 1000,
  languages: ['en', 'zh-CN', 'zh-TW', 'pt-BR', 'es', 'hi', 'fil', 'id'],
  currencies: ['cny', 'usd', 'eur', 'brl', 'mxn', 'inr', 'php', 'idr', 'ngn', 'kes'],
  countries: ['asia', 'americas', 'africa', 'europe', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2024-04-22',
  sizeMb: { desktop: 7.9, mobile: 6.6 },
};
