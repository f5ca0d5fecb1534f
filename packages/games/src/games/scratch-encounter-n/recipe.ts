import type { GameRecipe } from '../../engine/recipe.js';
import { DECOY_WEIGHTS, MAGPIE_PRIZES, NUMBERS, SPLITS, TICKETS_PER_TABLE, TIERS } from './math.js';

const tiers = TIERS.map((tier, index) => [index, tier.multiplier / 10_000, tier.weight]);
const splits = TIERS.filter((tier) => tier.detail.total > 0).flatMap((tier) =>
  (SPLITS[tier.detail.total] ?? []).map((parts, index) => [tier.detail.total, index, parts.join(' + ')]),
);

/** Encounter's recipe: the tier by weight, then the star numbers and the magpies (engine.ts). */
export const recipe: GameRecipe = {
  steps: {
    en: [
      `Tier: weighted(tier weights) with the first float, over the first table below (its weights are the rule page's tickets per ${TICKETS_PER_TABLE.toLocaleString('en')}, losing tickets first). Its prize is the ticket's total.`,
      `Star numbers: shuffled(the numbers 1 to ${NUMBERS} in ascending order, 2) gives Altair's number (spot 1), then Vega's (spot 2).`,
      'A winning tier of total T: below(the number of T\'s splits) picks a split of the second table (its index); its parts are the prizes of the winning magpies. Then shuffled([ALTAIR, VEGA, BRIDGE], parts) gives each part, in order, the way it wins, and shuffled(the magpie places 0 to 9, parts) gives each part, in order, its magpie. A magpie that wins by ALTAIR shows Altair\'s number, by VEGA Vega\'s number, by BRIDGE the Magpie Bridge. A losing tier has no parts and makes none of these reads.',
      `The other magpies: shuffled(the numbers 1 to ${NUMBERS} other than the two star numbers, in ascending order, the count of the other magpies) gives their numbers, in ascending place order. Then each of them, in ascending place order, takes its prize by weighted(decoy weights) over the third table.`,
      'Spots: 1 is Altair, 2 is Vega, 3 to 12 are the magpies at places 0 to 9 (left to right, top row first). The prize is the tier\'s multiplier times the ticket price, rounded down to the currency\'s smallest unit.',
    ],
    'zh-TW': [
      `獎級：以第一個浮點數執行 weighted(獎級權重)，權重見下方第一個表（即規則頁每 ${TICKETS_PER_TABLE.toLocaleString('en')} 張的中獎張數，未中獎列在最前）。獎級的獎金即彩券的總獎金。`,
      `星號碼：shuffled(1 至 ${NUMBERS} 由小到大, 2) 依序為牛郎星號碼（格子 1）與織女星號碼（格子 2）。`,
      '總獎金為 T 的中獎獎級：below(T 的拆分數) 選出第二個表中 T 的一種拆分（其序號），各部分即中獎喜鵲的獎金。接著 shuffled([ALTAIR, VEGA, BRIDGE], 部分數) 依序決定各部分的中獎方式，shuffled(喜鵲位置 0 至 9, 部分數) 依序決定各部分所在的喜鵲。以 ALTAIR 中獎的喜鵲顯示牛郎星號碼，以 VEGA 中獎的顯示織女星號碼，以 BRIDGE 中獎的顯示鵲橋。未中獎獎級沒有任何部分，不做這些抽取。',
      `其餘喜鵲：shuffled(1 至 ${NUMBERS} 中兩個星號碼以外的號碼，由小到大, 其餘喜鵲數) 依位置由小到大決定其號碼；接著其餘喜鵲依位置由小到大，各以 weighted(陪襯獎金權重) 從第三個表取得獎金。`,
      '格子：1 為牛郎星，2 為織女星，3 至 12 為位置 0 至 9 的喜鵲（由左至右，上排在先）。獎金為獎級倍數乘以彩券價格，無條件捨去至幣別最小單位。',
    ],
    'zh-CN': [
      `奖级：以第一个浮点数执行 weighted(奖级权重)，权重见下方第一个表（即规则页每 ${TICKETS_PER_TABLE.toLocaleString('en')} 张的中奖张数，未中奖列在最前）。奖级的奖金即彩票的总奖金。`,
      `星号码：shuffled(1 至 ${NUMBERS} 从小到大, 2) 依次为牛郎星号码（格子 1）与织女星号码（格子 2）。`,
      '总奖金为 T 的中奖奖级：below(T 的拆分数) 选出第二个表中 T 的一种拆分（其序号），各部分即中奖喜鹊的奖金。接着 shuffled([ALTAIR, VEGA, BRIDGE], 部分数) 依次决定各部分的中奖方式，shuffled(喜鹊位置 0 至 9, 部分数) 依次决定各部分所在的喜鹊。以 ALTAIR 中奖的喜鹊显示牛郎星号码，以 VEGA 中奖的显示织女星号码，以 BRIDGE 中奖的显示鹊桥。未中奖奖级没有任何部分，不做这些抽取。',
      `其余喜鹊：shuffled(1 至 ${NUMBERS} 中两个星号码以外的号码，从小到大, 其余喜鹊数) 按位置从小到大决定其号码；接着其余喜鹊按位置从小到大，各以 weighted(陪衬奖金权重) 从第三个表取得奖金。`,
      '格子：1 为牛郎星，2 为织女星，3 至 12 为位置 0 至 9 的喜鹊（从左至右，上排在先）。奖金为奖级倍数乘以彩票价格，向下取整至币种最小单位。',
    ],
    'de-CH': [
      `Stufe: weighted(Gewichte der Stufen) mit der ersten Zahl, über die erste Tabelle unten (ihre Gewichte sind die Lose pro ${TICKETS_PER_TABLE.toLocaleString('de-CH')} der Spielregeln, die Nieten zuerst). Ihr Gewinn ist der Gesamtgewinn des Loses.`,
      `Sternzahlen: shuffled(die Zahlen 1 bis ${NUMBERS} aufsteigend, 2) ergibt die Zahl von Altair (Feld 1), dann die von Wega (Feld 2).`,
      'Eine Gewinnstufe mit dem Gesamtgewinn T: below(Anzahl der Aufteilungen von T) wählt eine Aufteilung der zweiten Tabelle (ihren Index); ihre Teile sind die Gewinne der gewinnenden Elstern. Danach gibt shuffled([ALTAIR, VEGA, BRIDGE], Teile) jedem Teil der Reihe nach seine Gewinnart und shuffled(die Elsternplätze 0 bis 9, Teile) jedem Teil der Reihe nach seine Elster. Eine Elster, die mit ALTAIR gewinnt, zeigt die Zahl von Altair, mit VEGA die Zahl von Wega, mit BRIDGE die Elsternbrücke. Eine Niete hat keine Teile und liest hier nichts.',
      `Die übrigen Elstern: shuffled(die Zahlen 1 bis ${NUMBERS} ausser den beiden Sternzahlen, aufsteigend, Anzahl der übrigen Elstern) ergibt ihre Zahlen, nach aufsteigendem Platz. Danach erhält jede von ihnen, nach aufsteigendem Platz, ihren Gewinn mit weighted(Gewichte der Lockgewinne) über die dritte Tabelle.`,
      'Felder: 1 ist Altair, 2 ist Wega, 3 bis 12 sind die Elstern auf den Plätzen 0 bis 9 (von links nach rechts, obere Reihe zuerst). Der Gewinn ist der Multiplikator der Stufe mal den Lospreis, abgerundet auf die kleinste Einheit der Währung.',
    ],
  },
  tables: [
    {
      caption: { en: 'Tiers, in the order weighted() reads them', 'zh-TW': '獎級（weighted() 的順序）', 'zh-CN': '奖级（weighted() 的顺序）', 'de-CH': 'Stufen, in der Reihenfolge von weighted()' },
      head: {
        en: ['Index', 'Total prize (x price)', 'Weight'],
        'zh-TW': ['序號', '總獎金（彩券價格倍數）', '權重'],
        'zh-CN': ['序号', '总奖金（彩票价格倍数）', '权重'],
        'de-CH': ['Index', 'Gesamtgewinn (x Preis)', 'Gewicht'],
      },
      rows: tiers,
    },
    {
      caption: { en: 'Splits of each total among the winning magpies', 'zh-TW': '各總獎金在中獎喜鵲間的拆分', 'zh-CN': '各总奖金在中奖喜鹊间的拆分', 'de-CH': 'Aufteilungen jedes Gesamtgewinns auf die gewinnenden Elstern' },
      head: {
        en: ['Total (x price)', 'Index', 'Parts (x price)'],
        'zh-TW': ['總獎金（彩券價格倍數）', '序號', '各部分（彩券價格倍數）'],
        'zh-CN': ['总奖金（彩票价格倍数）', '序号', '各部分（彩票价格倍数）'],
        'de-CH': ['Gesamt (x Preis)', 'Index', 'Teile (x Preis)'],
      },
      rows: splits,
    },
    {
      caption: { en: 'Prizes of the magpies that do not win', 'zh-TW': '未中獎喜鵲的獎金', 'zh-CN': '未中奖喜鹊的奖金', 'de-CH': 'Gewinne der Elstern, die nicht gewinnen' },
      head: {
        en: ['Prize (x price)', 'Weight'],
        'zh-TW': ['獎金（彩券價格倍數）', '權重'],
        'zh-CN': ['奖金（彩票价格倍数）', '权重'],
        'de-CH': ['Gewinn (x Preis)', 'Gewicht'],
      },
      rows: MAGPIE_PRIZES.map((prize, index) => [prize, DECOY_WEIGHTS[index] as number]),
    },
  ],
};
