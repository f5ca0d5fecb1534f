import type { GameRecipe } from '../../engine/recipe.js';
import { PEARL_MULTIPLIERS, PEARL_PERCENT, PEARLS, PRIZES, SYMBOL_TICKETS, SYMBOLS, TICKETS, TICKETS_PER_TABLE, TIERS } from './math.js';

const tiers = TIERS.map((tier, index) => [index, tier.detail.symbol ?? '—', tier.detail.pearl ?? '—', tier.multiplier / 10_000, tier.weight]);
const pearlWeights = PEARLS.map((pearl) => PEARL_PERCENT[pearl]).join(', ');

/** Year of the Dragon's recipe: the tier by weight, then the grid and the Dragon Pearl (engine.ts). */
export const recipe: GameRecipe = {
  steps: {
    en: [
      `Tier: weighted(tier weights) with the first float, over the first table below. Its weights are per ${TICKETS_PER_TABLE.toLocaleString('en')} tickets: a symbol's tickets per ${SYMBOL_TICKETS.toLocaleString('en')} (the rule page's odds) times the pearl's percent; losing tickets first.`,
      'A winning tier of symbol S: shuffled(the spots 0 to 8, 3) gives the three spots of S; then shuffled(the other seven symbols, each listed twice in the order of the symbol table, 6) fills the remaining spots in ascending order.',
      'A losing tier: shuffled(all eight symbols, each listed twice in the order of the symbol table, 9) fills the spots 0 to 8 in order.',
      `The Dragon Pearl (spot 9): the tier's pearl on a winning tier; on a losing tier weighted(${pearlWeights}) over X1, X2, X3, X5 (it pays nothing there).`,
      'Spots are numbered row by row from the top left. The prize is the tier\'s multiplier (the symbol\'s prize times the pearl) times the ticket price, rounded down to the currency\'s smallest unit.',
    ],
    'zh-TW': [
      `獎級：以第一個浮點數執行 weighted(獎級權重)，權重見下方第一個表。權重以每 ${TICKETS_PER_TABLE.toLocaleString('en')} 張計：圖案每 ${SYMBOL_TICKETS.toLocaleString('en')} 張的中獎張數（即規則頁的中獎機率）乘以龍珠的百分比；未中獎列在最前。`,
      '中獎獎級（圖案 S）：shuffled(格子 0 至 8, 3) 決定 S 所在的三個格子；再以 shuffled(其餘七種圖案各列兩次，依圖案表順序, 6) 依格子編號由小到大填入其餘格子。',
      '未中獎獎級：以 shuffled(全部八種圖案各列兩次，依圖案表順序, 9) 依序填入格子 0 至 8。',
      `龍珠（格子 9）：中獎獎級顯示該獎級的龍珠；未中獎獎級以 weighted(${pearlWeights}) 從 X1、X2、X3、X5 中選出（不派彩）。`,
      '格子由左上角起逐列編號。獎金為獎級倍數（圖案獎金乘以龍珠倍數）乘以彩券價格，無條件捨去至幣別最小單位。',
    ],
    'zh-CN': [
      `奖级：以第一个浮点数执行 weighted(奖级权重)，权重见下方第一个表。权重以每 ${TICKETS_PER_TABLE.toLocaleString('en')} 张计：图案每 ${SYMBOL_TICKETS.toLocaleString('en')} 张的中奖张数（即规则页的中奖概率）乘以龙珠的百分比；未中奖列在最前。`,
      '中奖奖级（图案 S）：shuffled(格子 0 至 8, 3) 决定 S 所在的三个格子；再以 shuffled(其余七种图案各列两次，按图案表顺序, 6) 按格子编号从小到大填入其余格子。',
      '未中奖奖级：以 shuffled(全部八种图案各列两次，按图案表顺序, 9) 依次填入格子 0 至 8。',
      `龙珠（格子 9）：中奖奖级显示该奖级的龙珠；未中奖奖级以 weighted(${pearlWeights}) 从 X1、X2、X3、X5 中选出（不派奖）。`,
      '格子从左上角起逐行编号。奖金为奖级倍数（图案奖金乘以龙珠倍数）乘以彩票价格，向下取整至币种最小单位。',
    ],
    'de-CH': [
      `Stufe: weighted(Gewichte der Stufen) mit der ersten Zahl, über die erste Tabelle unten. Ihre Gewichte gelten pro ${TICKETS_PER_TABLE.toLocaleString('de-CH')} Lose: die Lose eines Symbols pro ${SYMBOL_TICKETS.toLocaleString('de-CH')} (die Chancen der Spielregeln) mal die Prozente der Perle; die Nieten zuerst.`,
      'Eine Gewinnstufe des Symbols S: shuffled(die Felder 0 bis 8, 3) ergibt die drei Felder von S; danach füllt shuffled(die sieben anderen Symbole, jedes zweimal in der Reihenfolge der Symboltabelle, 6) die übrigen Felder aufsteigend.',
      'Eine Niete: shuffled(alle acht Symbole, jedes zweimal in der Reihenfolge der Symboltabelle, 9) füllt die Felder 0 bis 8 der Reihe nach.',
      `Die Drachenperle (Feld 9): die Perle der Stufe bei einer Gewinnstufe; bei einer Niete weighted(${pearlWeights}) über X1, X2, X3, X5 (sie zahlt dort nichts).`,
      'Die Felder sind Reihe für Reihe von oben links nummeriert. Der Gewinn ist der Multiplikator der Stufe (der Gewinn des Symbols mal die Perle) mal den Lospreis, abgerundet auf die kleinste Einheit der Währung.',
    ],
  },
  tables: [
    {
      caption: { en: 'Tiers, in the order weighted() reads them', 'zh-TW': '獎級（weighted() 的順序）', 'zh-CN': '奖级（weighted() 的顺序）', 'de-CH': 'Stufen, in der Reihenfolge von weighted()' },
      head: {
        en: ['Index', 'Three of', 'Dragon Pearl', 'Prize (x price)', 'Weight'],
        'zh-TW': ['序號', '三個相同', '龍珠', '獎金（彩券價格倍數）', '權重'],
        'zh-CN': ['序号', '三个相同', '龙珠', '奖金（彩票价格倍数）', '权重'],
        'de-CH': ['Index', 'Dreimal', 'Drachenperle', 'Gewinn (x Preis)', 'Gewicht'],
      },
      rows: tiers,
    },
    {
      caption: { en: 'Symbols, in table order', 'zh-TW': '圖案（圖案表順序）', 'zh-CN': '图案（图案表顺序）', 'de-CH': 'Symbole, in der Reihenfolge der Tabelle' },
      head: {
        en: ['Symbol', 'Three pay (x price)', 'Tickets per 1,000,000'],
        'zh-TW': ['圖案', '三個派彩（彩券價格倍數）', '每 1,000,000 張'],
        'zh-CN': ['图案', '三个派奖（彩票价格倍数）', '每 1,000,000 张'],
        'de-CH': ['Symbol', 'Dreier zahlt (x Preis)', "Lose pro 1'000'000"],
      },
      rows: SYMBOLS.map((symbol) => [symbol, PRIZES[symbol], TICKETS[symbol]]),
    },
    {
      caption: { en: 'The Dragon Pearl, in the order weighted() reads it', 'zh-TW': '龍珠（weighted() 的順序）', 'zh-CN': '龙珠（weighted() 的顺序）', 'de-CH': 'Die Drachenperle, in der Reihenfolge von weighted()' },
      head: {
        en: ['Pearl', 'Multiplier', 'Weight (percent)'],
        'zh-TW': ['龍珠', '倍數', '權重（百分比）'],
        'zh-CN': ['龙珠', '倍数', '权重（百分比）'],
        'de-CH': ['Perle', 'Multiplikator', 'Gewicht (Prozent)'],
      },
      rows: PEARLS.map((pearl) => [pearl, PEARL_MULTIPLIERS[pearl], PEARL_PERCENT[pearl]]),
    },
  ],
};
