import type { GameRecipe, Localized, RecipeTable } from '../../engine/recipe.js';
import { COIN_PRIZES, GRAND_CREDITS, MAX_WIN, PAYS, POSITIONS, REELS, RESPIN_WEIGHTS, RESPINS, SYMBOLS, TRIGGER_COINS } from './math.js';

const lengths = REELS.strips.map((strip) => strip.length).join(', ');
const grand = GRAND_CREDITS / 100;
/** 1,000 (en, zh) and 1'000 (de-CH), whatever the runtime's locale data. */
const thousands = (value: number, separator: string): string => String(value).replace(/\B(?=(\d{3})+$)/g, separator);

const steps: Localized<readonly string[]> = {
  en: [
    `The round reads the stream's floats in this order. First one stop per reel, reels 1 to 5: stop = below(length of the reel's strip) (${lengths}). Reel i shows its strip's symbols at stop, stop + 1 and stop + 2 (going on from the strip's start after its end), top to bottom.`,
    'Way wins: for each symbol of the pay table, count on each reel the rows showing it or WILD (WILD stands in for every symbol but COIN). Its run is the number of reels from reel 1 that show at least one; a run of 3, 4 or 5 pays the table\'s credits for that run times the ways, the product of the counts of the reels in the run. The symbols\' wins add up. A credit is a hundredth of the total bet.',
    `Coins: the positions are numbered 0 to ${POSITIONS - 1}, reel by reel from reel 1, each reel top to bottom (reel 1: 0, 1, 2; reel 2: 3, 4, 5; …). Each position showing COIN, in that order, reads its prize: weighted(coin prize weights), an index of the coin prize table.`,
    `With fewer than ${TRIGGER_COINS} coins the round pays its way wins. With ${TRIGGER_COINS} or more, Hold & Win: the coins stay in place and ${RESPINS} respins are left. A respin reads, for each position without a coin, in order: weighted(respin weights), 0 a blank, 1 a coin; a coin then reads its prize with weighted(coin prize weights) before the next position. A respin that lands a coin sets the respins left back to ${RESPINS}; one that lands none takes one away. Respins go on while one is left and a position is empty.`,
    `The round wins its way wins plus, after Hold & Win, the prizes of all its coins and GRAND (${thousands(grand, ',')}x the total bet) when all ${POSITIONS} positions hold a coin. The win is at most ${thousands(MAX_WIN, ',')}x the total bet: Hold & Win stops after the respin that reaches it. The payout is floor(total bet × credits / 100) in the currency's minor units.`,
  ],
  'zh-TW': [
    `本局依序讀取亂數流的浮點數。首先每個滾輪一個停止位置，第1至第5個滾輪依序為：stop = below(該滾輪輪帶長度)（${lengths}）。第i個滾輪由上而下顯示輪帶上位置 stop、stop + 1、stop + 2 的圖案（超過輪帶末端時從開頭接續）。`,
    '中獎方式：對派彩表的每個圖案，計算每個滾輪上顯示該圖案或 WILD 的列數（WILD 可替代 COIN 以外的所有圖案）。從第1個滾輪起連續至少有一列的滾輪數為其連線長度；長度為3、4或5時，派彩為表中該長度的點數乘以中獎方式數，即連線中各滾輪列數的乘積。各圖案的派彩相加。一點為總投注的百分之一。',
    `金幣：位置編號為0至${POSITIONS - 1}，從第1個滾輪起逐輪編號，每輪由上而下（第1輪：0、1、2；第2輪：3、4、5；…）。每個顯示 COIN 的位置依此順序讀取其獎項：weighted(金幣獎項權重)，即金幣獎項表的索引。`,
    `金幣少於${TRIGGER_COINS}枚時，本局支付中獎方式的派彩。${TRIGGER_COINS}枚或以上時進入鎖定重轉：金幣留在原位，剩餘重轉次數為${RESPINS}。每次重轉依序為每個沒有金幣的位置讀取 weighted(重轉權重)：0為空白，1為金幣；出現金幣時，先以 weighted(金幣獎項權重) 讀取其獎項，再處理下一個位置。出現金幣的重轉將剩餘次數重設為${RESPINS}；沒有出現金幣則減少一次。只要仍有剩餘次數且仍有空位，重轉便繼續。`,
    `本局贏得中獎方式的派彩，加上鎖定重轉結束後所有金幣的獎項；${POSITIONS}個位置全部為金幣時另加巨獎（總投注的${thousands(grand, ',')}倍）。派彩最高為總投注的${thousands(MAX_WIN, ',')}倍：達到上限的那次重轉後鎖定重轉即結束。支付金額為 floor(總投注 × 點數 / 100)，以貨幣最小單位計。`,
  ],
  'zh-CN': [
    `本局依次读取随机数流的浮点数。首先每个转轴一个停止位置，第1至第5个转轴依次为：stop = below(该转轴轮带长度)（${lengths}）。第i个转轴由上而下显示轮带上位置 stop、stop + 1、stop + 2 的图案（超过轮带末端时从开头接续）。`,
    '中奖方式：对派彩表的每个图案，计算每个转轴上显示该图案或 WILD 的行数（WILD 可替代 COIN 以外的所有图案）。从第1个转轴起连续至少有一行的转轴数为其连线长度；长度为3、4或5时，奖金为表中该长度的点数乘以中奖方式数，即连线中各转轴行数的乘积。各图案的奖金相加。一点为总投注的百分之一。',
    `金币：位置编号为0至${POSITIONS - 1}，从第1个转轴起逐轴编号，每轴由上而下（第1轴：0、1、2；第2轴：3、4、5；…）。每个显示 COIN 的位置按此顺序读取其奖项：weighted(金币奖项权重)，即金币奖项表的索引。`,
    `金币少于${TRIGGER_COINS}枚时，本局支付中奖方式的奖金。${TRIGGER_COINS}枚或以上时进入锁定重转：金币留在原位，剩余重转次数为${RESPINS}。每次重转按顺序为每个没有金币的位置读取 weighted(重转权重)：0为空白，1为金币；出现金币时，先以 weighted(金币奖项权重) 读取其奖项，再处理下一个位置。出现金币的重转将剩余次数重置为${RESPINS}；没有出现金币则减少一次。只要仍有剩余次数且仍有空位，重转便继续。`,
    `本局赢得中奖方式的奖金，加上锁定重转结束后所有金币的奖项；${POSITIONS}个位置全部为金币时另加巨奖（总投注的${thousands(grand, ',')}倍）。奖金最高为总投注的${thousands(MAX_WIN, ',')}倍：达到上限的那次重转后锁定重转即结束。支付金额为 floor(总投注 × 点数 / 100)，以货币最小单位计。`,
  ],
  'de-CH': [
    `Die Runde liest die Gleitkommazahlen des Stroms in dieser Reihenfolge. Zuerst einen Stopp je Walze, Walze 1 bis 5: stop = below(Länge des Walzenstreifens) (${lengths}). Walze i zeigt von oben nach unten die Symbole ihres Streifens an stop, stop + 1 und stop + 2 (nach dem Ende geht es am Anfang des Streifens weiter).`,
    'Gewinnwege: Für jedes Symbol der Gewinntabelle zählt man auf jeder Walze die Reihen, die es oder WILD zeigen (WILD ersetzt jedes Symbol ausser COIN). Seine Kette ist die Zahl der Walzen ab Walze 1, die mindestens eines zeigen; eine Kette von 3, 4 oder 5 zahlt die Credits der Tabelle für diese Länge mal die Wege, das Produkt der Zählungen der Walzen in der Kette. Die Gewinne der Symbole werden addiert. Ein Credit ist ein Hundertstel des Gesamteinsatzes.',
    `Münzen: Die Positionen sind von 0 bis ${POSITIONS - 1} nummeriert, Walze für Walze ab Walze 1, jede von oben nach unten (Walze 1: 0, 1, 2; Walze 2: 3, 4, 5; …). Jede Position, die COIN zeigt, liest in dieser Reihenfolge ihren Preis: weighted(Gewichte der Münzpreise), ein Index der Tabelle der Münzpreise.`,
    `Mit weniger als ${TRIGGER_COINS} Münzen zahlt die Runde ihre Gewinnwege. Mit ${TRIGGER_COINS} oder mehr folgt Hold & Win: Die Münzen bleiben stehen, ${RESPINS} Respins bleiben. Ein Respin liest für jede Position ohne Münze der Reihe nach weighted(Respin-Gewichte), 0 leer, 1 eine Münze; eine Münze liest dann mit weighted(Gewichte der Münzpreise) ihren Preis, vor der nächsten Position. Ein Respin mit einer neuen Münze setzt die verbleibenden Respins auf ${RESPINS} zurück, einer ohne zieht einen ab. Es wird weitergedreht, solange ein Respin bleibt und eine Position leer ist.`,
    `Die Runde gewinnt ihre Gewinnwege und nach Hold & Win die Preise aller Münzen, dazu GRAND (das ${thousands(grand, "'")}-Fache des Gesamteinsatzes), wenn alle ${POSITIONS} Positionen eine Münze halten. Der Gewinn beträgt höchstens das ${thousands(MAX_WIN, "'")}-Fache des Gesamteinsatzes: Hold & Win endet nach dem Respin, der es erreicht. Ausbezahlt wird floor(Gesamteinsatz × Credits / 100) in der kleinsten Einheit der Währung.`,
  ],
};

const longest = Math.max(...REELS.strips.map((strip) => strip.length));

const strips: RecipeTable = {
  caption: {
    en: 'Reel strips (stop: the symbol at that position of each reel)',
    'zh-TW': '滾輪輪帶（stop：各滾輪該位置的圖案）',
    'zh-CN': '转轴轮带（stop：各转轴该位置的图案）',
    'de-CH': 'Walzenstreifen (stop: das Symbol an dieser Position jeder Walze)',
  },
  head: {
    en: ['stop', 'Reel 1', 'Reel 2', 'Reel 3', 'Reel 4', 'Reel 5'],
    'zh-TW': ['stop', '第1輪', '第2輪', '第3輪', '第4輪', '第5輪'],
    'zh-CN': ['stop', '第1轴', '第2轴', '第3轴', '第4轴', '第5轴'],
    'de-CH': ['stop', 'Walze 1', 'Walze 2', 'Walze 3', 'Walze 4', 'Walze 5'],
  },
  rows: Array.from({ length: longest }, (_, stop) => [stop, ...REELS.strips.map((strip) => strip[stop] ?? '')]),
};

const pays: RecipeTable = {
  caption: {
    en: 'Pay table (credits per way; 100 credits = the total bet)',
    'zh-TW': '派彩表（每種中獎方式的點數；100點 = 總投注）',
    'zh-CN': '派彩表（每种中奖方式的点数；100点 = 总投注）',
    'de-CH': 'Gewinntabelle (Credits je Weg; 100 Credits = der Gesamteinsatz)',
  },
  head: {
    en: ['Symbol', '3 reels', '4 reels', '5 reels'],
    'zh-TW': ['圖案', '3輪', '4輪', '5輪'],
    'zh-CN': ['图案', '3轴', '4轴', '5轴'],
    'de-CH': ['Symbol', '3 Walzen', '4 Walzen', '5 Walzen'],
  },
  rows: SYMBOLS.map((symbol) => [symbol, ...(PAYS[symbol] ?? []).slice(2)]),
};

const prizes: RecipeTable = {
  caption: {
    en: 'Coin prizes (credits; weights of weighted(coin prize weights))',
    'zh-TW': '金幣獎項（點數；weighted(金幣獎項權重) 的權重）',
    'zh-CN': '金币奖项（点数；weighted(金币奖项权重) 的权重）',
    'de-CH': 'Münzpreise (Credits; Gewichte von weighted(Gewichte der Münzpreise))',
  },
  head: {
    en: ['Index', 'Prize', 'Credits', 'Weight'],
    'zh-TW': ['索引', '獎項', '點數', '權重'],
    'zh-CN': ['索引', '奖项', '点数', '权重'],
    'de-CH': ['Index', 'Preis', 'Credits', 'Gewicht'],
  },
  rows: COIN_PRIZES.map((prize, index) => [index, prize.label, prize.credits, prize.weight]),
};

const respins: RecipeTable = {
  caption: {
    en: 'Respin weights (each empty position, each respin)',
    'zh-TW': '重轉權重（每次重轉的每個空位）',
    'zh-CN': '重转权重（每次重转的每个空位）',
    'de-CH': 'Respin-Gewichte (jede leere Position, jeder Respin)',
  },
  head: {
    en: ['Index', 'Shows', 'Weight'],
    'zh-TW': ['索引', '顯示', '權重'],
    'zh-CN': ['索引', '显示', '权重'],
    'de-CH': ['Index', 'Zeigt', 'Gewicht'],
  },
  rows: [
    [0, 'BLANK', RESPIN_WEIGHTS[0]],
    [1, 'COIN', RESPIN_WEIGHTS[1]],
  ],
};

export const recipe: GameRecipe = { steps, tables: [strips, pays, prizes, respins] };
