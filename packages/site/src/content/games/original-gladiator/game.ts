import type { Game } from '../../types.ts';

export const game: Game = {
  id: 'original-gladiator',
  name: {
    en: 'Gladiator',
    'zh-tw': '角鬥士',
    'zh-cn': '角斗士',
    'de-ch': 'Gladiator',
  },
  summary: {
    en: 'A card duel in the arena: back the Red or Blue gladiator to draw the higher card, or bet on a stand-off, matching suits or the Twin Blades card for 50.44x.',
    'zh-tw': '競技場上的撲克對決：押紅方或藍方角鬥士抽到較大的牌，或押平手、同花色，以及派彩50.44倍的雙刃同牌。',
    'zh-cn': '竞技场上的扑克对决：押红方或蓝方角斗士抽到较大的牌，或押平局、同花色，以及派彩50.44倍的双刃同牌。',
    'de-ch': 'Ein Kartenduell in der Arena: Setzen Sie auf den roten oder blauen Gladiator mit der höheren Karte, oder auf ein Patt, gleiche Farben oder die Zwillingsklingen-Karte für 50.44x.',
  },
  category: 'originals',
  gameType: 'card',
  platform: ['desktop', 'mobile'],
  rtp: 97,
  volatility: 'low',
  hit_rate: 50,
  max_win: 50.44,
  languages: ['en', 'zh-CN', 'zh-TW', 'ko', 'ja', 'it', 'es', 'pt'],
  currencies: ['cny', 'usd', 'eur', 'gbp', 'chf', 'krw', 'jpy', 'aud', 'cad'],
  countries: ['europe', 'asia', 'americas', 'oceania'],
  availability: 'available',
  ruleLangs: ['en', 'zh-cn', 'zh-tw'],
  released: '2023-07-12',
  sizeMb: { desktop: 9.2, mobile: 7.6 },
};
