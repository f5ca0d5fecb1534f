import type { GameRecipe } from '../../engine/recipe.js';
import { PRIZES, SYMBOLS, TICKETS, TICKETS_PER_TABLE, TIERS, TOAD_ON_LOSING } from './math.js';

const tiers = TIERS.map((tier, index) => [index, tier.detail.symbol ?? '—', tier.detail.toad ? 'TOAD' : '—', tier.multiplier / 10_000, tier.weight]);

/** God of Fortune's recipe: the tier by weight, then the grid and the coin (engine.ts). */
export const recipe: GameRecipe = {
  steps: {
    en: [
      `Tier: weighted(tier weights) with the first float, over the table below (its weights are the rule page's tickets per ${TICKETS_PER_TABLE.toLocaleString('en')}, losing tickets first).`,
      'A winning tier of symbol S: shuffled(the spots 0 to 8, 3) gives the three spots of S; then shuffled(the other seven symbols, each listed twice in the order of the symbol table, 6) fills the remaining spots in ascending order.',
      'A losing tier: shuffled(all eight symbols, each listed twice in the order of the symbol table, 9) fills the spots 0 to 8 in order.',
      `The coin (spot 9): the Golden Toad on a tier with the toad; on a losing ticket the toad when below(${TOAD_ON_LOSING}) is 0 (it pays nothing there), else a plain coin; a plain coin on a winning tier without the toad.`,
      'Spots are numbered row by row from the top left. The prize is the tier\'s multiplier times the ticket price, rounded down to the currency\'s smallest unit.',
    ],
    'zh-TW': [
      `獎級：以第一個浮點數執行 weighted(獎級權重)，權重見下表（即規則頁每 ${TICKETS_PER_TABLE.toLocaleString('en')} 張的中獎張數，未中獎列在最前）。`,
      '中獎獎級（圖案 S）：shuffled(格子 0 至 8, 3) 決定 S 所在的三個格子；再以 shuffled(其餘七種圖案各列兩次，依圖案表順序, 6) 依格子編號由小到大填入其餘格子。',
      '未中獎獎級：以 shuffled(全部八種圖案各列兩次，依圖案表順序, 9) 依序填入格子 0 至 8。',
      `金幣（格子 9）：含金蟾的獎級顯示金蟾；未中獎的彩券在 below(${TOAD_ON_LOSING}) 為 0 時顯示金蟾（不派彩），否則為普通金幣；不含金蟾的中獎獎級為普通金幣。`,
      '格子由左上角起逐列編號。獎金為獎級倍數乘以彩券價格，無條件捨去至幣別最小單位。',
    ],
    'zh-CN': [
      `奖级：以第一个浮点数执行 weighted(奖级权重)，权重见下表（即规则页每 ${TICKETS_PER_TABLE.toLocaleString('en')} 张的中奖张数，未中奖列在最前）。`,
      '中奖奖级（图案 S）：shuffled(格子 0 至 8, 3) 决定 S 所在的三个格子；再以 shuffled(其余七种图案各列两次，按图案表顺序, 6) 按格子编号从小到大填入其余格子。',
      '未中奖奖级：以 shuffled(全部八种图案各列两次，按图案表顺序, 9) 依次填入格子 0 至 8。',
      `金币（格子 9）：含金蟾的奖级显示金蟾；未中奖的彩票在 below(${TOAD_ON_LOSING}) 为 0 时显示金蟾（不派奖），否则为普通金币；不含金蟾的中奖奖级为普通金币。`,
      '格子从左上角起逐行编号。奖金为奖级倍数乘以彩票价格，向下取整至币种最小单位。',
    ],
    'de-CH': [
      `Stufe: weighted(Gewichte der Stufen) mit der ersten Zahl, über die Tabelle unten (ihre Gewichte sind die Lose pro ${TICKETS_PER_TABLE.toLocaleString('de-CH')} der Spielregeln, die Nieten zuerst).`,
      'Eine Gewinnstufe des Symbols S: shuffled(die Felder 0 bis 8, 3) ergibt die drei Felder von S; danach füllt shuffled(die sieben anderen Symbole, jedes zweimal in der Reihenfolge der Symboltabelle, 6) die übrigen Felder aufsteigend.',
      'Eine Niete: shuffled(alle acht Symbole, jedes zweimal in der Reihenfolge der Symboltabelle, 9) füllt die Felder 0 bis 8 der Reihe nach.',
      `Die Münze (Feld 9): die goldene Kröte bei einer Stufe mit Kröte; auf einer Niete die Kröte, wenn below(${TOAD_ON_LOSING}) 0 ist (sie zahlt dort nichts), sonst eine gewöhnliche Münze; eine gewöhnliche Münze bei einer Gewinnstufe ohne Kröte.`,
      'Die Felder sind Reihe für Reihe von oben links nummeriert. Der Gewinn ist der Multiplikator der Stufe mal den Lospreis, abgerundet auf die kleinste Einheit der Währung.',
    ],
  },
  tables: [
    {
      caption: { en: 'Tiers, in the order weighted() reads them', 'zh-TW': '獎級（weighted() 的順序）', 'zh-CN': '奖级（weighted() 的顺序）', 'de-CH': 'Stufen, in der Reihenfolge von weighted()' },
      head: {
        en: ['Index', 'Three of', 'Coin', 'Prize (x price)', 'Weight'],
        'zh-TW': ['序號', '三個相同', '金幣', '獎金（彩券價格倍數）', '權重'],
        'zh-CN': ['序号', '三个相同', '金币', '奖金（彩票价格倍数）', '权重'],
        'de-CH': ['Index', 'Dreimal', 'Münze', 'Gewinn (x Preis)', 'Gewicht'],
      },
      rows: tiers,
    },
    {
      caption: { en: 'Symbols, in table order', 'zh-TW': '圖案（圖案表順序）', 'zh-CN': '图案（图案表顺序）', 'de-CH': 'Symbole, in der Reihenfolge der Tabelle' },
      head: {
        en: ['Symbol', 'Three pay (x price)', 'Tickets per 1,000,000 (plain / with toad)'],
        'zh-TW': ['圖案', '三個派彩（彩券價格倍數）', '每 1,000,000 張（不含／含金蟾）'],
        'zh-CN': ['图案', '三个派奖（彩票价格倍数）', '每 1,000,000 张（不含／含金蟾）'],
        'de-CH': ["Symbol", 'Dreier zahlt (x Preis)', "Lose pro 1'000'000 (ohne / mit Kröte)"],
      },
      rows: SYMBOLS.map((symbol) => [symbol, PRIZES[symbol], `${TICKETS[symbol][0]} / ${TICKETS[symbol][1]}`]),
    },
  ],
};
