import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'slot-gold-digger',
  name: {
    en: 'Gold Digger',
    'zh-tw': '淘金者',
    'zh-cn': '淘金者',
    'de-ch': 'Goldgräber',
  },
  summary: {
    en: 'A 5x3 gold-rush slot with 20 lines, random Dynamite Blasts that turn symbols wild and a Mine Cart pick bonus with a Mother Lode multiplier.',
    'zh-tw': '5x3淘金熱老虎機，20條連線，隨機炸藥爆破把圖案變成百搭，礦車選寶獎勵遊戲附帶主礦脈倍數。',
    'zh-cn': '5x3淘金热老虎机，20条赔付线，随机炸药爆破把图案变成百搭，矿车选宝奖励游戏附带主矿脉倍数。',
    'de-ch': 'Ein 5x3-Goldrausch-Slot mit 20 Linien, zufälligen Dynamit-Sprengungen, die Symbole zu Wilds machen, und einem Lorenbonus zum Auswählen mit Hauptader-Multiplikator.',
  },
  category: 'slots',
  gameType: 'slot',
  platform: ['desktop', 'mobile'],
  rtp: 95.84,
  volatility: 'medium',
  hit_rate: 30.12,
  max_win: 2500,
  languages: ['en', 'zh-CN', 'zh-TW', 'es', 'pt-BR', 'de', 'th', 'vi'],
  currencies: ['cny', 'usd', 'eur', 'chf', 'cad', 'aud', 'brl', 'mxn', 'zar', 'thb', 'vnd'],
  countries: ['americas', 'europe', 'africa', 'oceania', 'asia'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2023-09-05',
  sizeMb: { desktop: 8.3, mobile: 6.9 },
};
