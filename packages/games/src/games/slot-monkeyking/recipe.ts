import type { GameRecipe, Localized, RecipeTable } from '../../engine/recipe.js';
import type { ReelSet } from '../../families/slot/reels.js';
import {
  BASE_REELS,
  BASE_STAFF,
  CARDS,
  CLOUD,
  CLOUD_PAYS,
  CLOUDS_TO_TRIGGER,
  CREDITS_PER_BET,
  FREE_GAMES,
  FREE_REELS,
  FREE_STAFF,
  MAX_WIN,
  RETRIGGER,
  STAFF,
  TRANSFORMED_TO,
  WAY_PAYS,
  WAY_SYMBOLS,
} from './math.js';

const lengthsOf = (set: ReelSet) => set.strips.map((strip) => strip.length).join(', ');
const base = lengthsOf(BASE_REELS);
const free = lengthsOf(FREE_REELS);
const cap = MAX_WIN * CREDITS_PER_BET;
/** 1,000 (en, zh) and 1'000 (de-CH), whatever the runtime's locale data. */
const thousands = (value: number, separator: string): string => String(value).replace(/\B(?=(\d{3})+$)/g, separator);
const cards = CARDS.map((card, index) => `${index} = ${card}`).join(', ');
const [g3, g4, g5] = FREE_GAMES.slice(CLOUDS_TO_TRIGGER) as [number, number, number];
const cloudPays = (separator: string) => CLOUD_PAYS.slice(CLOUDS_TO_TRIGGER - 1).map((pay) => thousands(pay, separator));
const baseX = BASE_STAFF.multipliers.map((m) => `x${m}`).join(', ');
const freeX = FREE_STAFF.multipliers.map((m) => `x${m}`).join(', ');

const steps: Localized<readonly string[]> = {
  en: [
    `The round reads the stream's floats in this order, spin after spin. The paid spin first: one stop per reel, reels 1 to 5: stop = below(length of the reel's base strip) (${base}). Reel i shows its strip's symbols at stop, stop + 1, stop + 2 and stop + 3 (going on from the strip's start after its end), rows 1 to 4, top to bottom. A reel never shows more than one ${STAFF} or ${CLOUD}.`,
    `Golden Staff: then, for each reel from 2 to 4 that shows ${STAFF}, from left to right, weighted(staff weights) picks its multiplier (paid spin: ${baseX}). The staff fills its reel: all 4 rows show ${STAFF}.`,
    `Ways: every symbol of the pay table pays on its own. Reel i matches the symbol with the number of its rows showing it, and with 4 x the multiplier when it is a ${STAFF} reel (${STAFF} stands in for every symbol but ${CLOUD}). The longest run of matching reels from reel 1, when 3, 4 or 5 long, pays the pay table's credits for that length x the product of the run's matches. Symbols add up. A credit is 1/${CREDITS_PER_BET} of the total bet.`,
    `${CLOUD} anywhere in view: 3, 4 or 5 pay ${cloudPays(',').join(', ')} credits. In the paid spin they also award ${g3}, ${g4} or ${g5} free games.`,
    `Each free game, one after another: first below(${CARDS.length}) picks the card that transforms (${cards}); then one stop per reel on the free-game strips, stop = below(length of the reel's free-game strip) (${free}); then the staffs' multipliers as in the paid spin, with the free-game weights (${freeX}). Every position showing the chosen card shows ${TRANSFORMED_TO} instead; then the ways and ${CLOUD} pay as above. 3 or more ${CLOUD} add ${RETRIGGER} free games. The free games go on until none is left.`,
    `The round wins the sum of its spins' wins, at most ${thousands(cap, ',')} credits (${thousands(MAX_WIN, ',')}x the total bet): the spin that reaches it ends the round, and the free games left are not played. The payout is floor(total bet x credits / ${CREDITS_PER_BET}) in the currency's minor units.`,
  ],
  'zh-TW': [
    `本局依序讀取亂數流的浮點數，一次旋轉接一次旋轉。首先是付費旋轉：每個滾輪一個停止位置，第1至第5個滾輪依序為：stop = below(該滾輪基本輪帶長度)（${base}）。第i個滾輪由上而下（第1至第4列）顯示輪帶上位置 stop、stop + 1、stop + 2、stop + 3 的圖案（超過輪帶末端時從開頭接續）。每個滾輪最多只顯示一個 ${STAFF} 或 ${CLOUD}。`,
    `金箍棒：接著，第2至第4個滾輪中每個顯示 ${STAFF} 的滾輪，由左至右以 weighted(金箍棒權重) 選出其倍數（付費旋轉：${baseX}）。金箍棒伸展覆蓋該滾輪：4列全部顯示 ${STAFF}。`,
    `中獎方式：派彩表中每個圖案各自派彩。第i個滾輪與該圖案相符的數目為顯示該圖案的列數；若為 ${STAFF} 滾輪則為 4 x 倍數（${STAFF} 可替代 ${CLOUD} 以外的所有圖案）。從第1個滾輪起連續相符的滾輪數為3、4或5時，派彩為派彩表中該數量的點數 x 各相符數目的乘積。各圖案的派彩相加。一點為總投注的1/${CREDITS_PER_BET}。`,
    `畫面任何位置的 ${CLOUD}：3、4或5個分別派彩 ${cloudPays(',').join('、')} 點。在付費旋轉中，它們另外獲得${g3}、${g4}或${g5}次免費遊戲。`,
    `每次免費遊戲依序進行：首先以 below(${CARDS.length}) 選出變身的撲克圖案（${cards}）；接著每個滾輪在免費遊戲輪帶上一個停止位置，stop = below(該滾輪免費遊戲輪帶長度)（${free}）；然後如付費旋轉般讀取金箍棒倍數，使用免費遊戲權重（${freeX}）。所有顯示所選撲克圖案的位置改為顯示 ${TRANSFORMED_TO}；然後如上計算中獎方式與 ${CLOUD} 的派彩。3個或以上 ${CLOUD} 再增加${RETRIGGER}次免費遊戲。免費遊戲持續進行，直到沒有剩餘次數。`,
    `本局贏得各次旋轉派彩的總和，最高${thousands(cap, ',')}點（總投注的${thousands(MAX_WIN, ',')}倍）：達到上限的旋轉結束本局，剩餘的免費遊戲不再進行。支付金額為 floor(總投注 x 點數 / ${CREDITS_PER_BET})，以貨幣最小單位計。`,
  ],
  'zh-CN': [
    `本局依次读取随机数流的浮点数，一次旋转接一次旋转。首先是付费旋转：每个转轴一个停止位置，第1至第5个转轴依次为：stop = below(该转轴基本轮带长度)（${base}）。第i个转轴由上而下（第1至第4行）显示轮带上位置 stop、stop + 1、stop + 2、stop + 3 的图案（超过轮带末端时从开头接续）。每个转轴最多只显示一个 ${STAFF} 或 ${CLOUD}。`,
    `金箍棒：接着，第2至第4个转轴中每个显示 ${STAFF} 的转轴，从左到右以 weighted(金箍棒权重) 选出其倍数（付费旋转：${baseX}）。金箍棒伸展覆盖该转轴：4行全部显示 ${STAFF}。`,
    `中奖方式：派彩表中每个图案各自派彩。第i个转轴与该图案相符的数目为显示该图案的行数；若为 ${STAFF} 转轴则为 4 x 倍数（${STAFF} 可替代 ${CLOUD} 以外的所有图案）。从第1个转轴起连续相符的转轴数为3、4或5时，奖金为派彩表中该数量的点数 x 各相符数目的乘积。各图案的奖金相加。一点为总投注的1/${CREDITS_PER_BET}。`,
    `画面任何位置的 ${CLOUD}：3、4或5个分别派彩 ${cloudPays(',').join('、')} 点。在付费旋转中，它们另外获得${g3}、${g4}或${g5}次免费游戏。`,
    `每次免费游戏依次进行：首先以 below(${CARDS.length}) 选出变身的扑克图案（${cards}）；接着每个转轴在免费游戏轮带上一个停止位置，stop = below(该转轴免费游戏轮带长度)（${free}）；然后如付费旋转般读取金箍棒倍数，使用免费游戏权重（${freeX}）。所有显示所选扑克图案的位置改为显示 ${TRANSFORMED_TO}；然后如上计算中奖方式与 ${CLOUD} 的奖金。3个或以上 ${CLOUD} 再增加${RETRIGGER}次免费游戏。免费游戏持续进行，直到没有剩余次数。`,
    `本局赢得各次旋转奖金的总和，最高${thousands(cap, ',')}点（总投注的${thousands(MAX_WIN, ',')}倍）：达到上限的旋转结束本局，剩余的免费游戏不再进行。支付金额为 floor(总投注 x 点数 / ${CREDITS_PER_BET})，以货币最小单位计。`,
  ],
  'de-CH': [
    `Die Runde liest die Gleitkommazahlen des Stroms in dieser Reihenfolge, Drehung für Drehung. Zuerst die bezahlte Drehung: einen Stopp je Walze, Walze 1 bis 5: stop = below(Länge des Grundstreifens der Walze) (${base}). Walze i zeigt von oben nach unten (Reihen 1 bis 4) die Symbole ihres Streifens an stop, stop + 1, stop + 2 und stop + 3 (nach dem Ende geht es am Anfang des Streifens weiter). Eine Walze zeigt nie mehr als ein ${STAFF} oder ${CLOUD}.`,
    `Goldstab: Dann wählt für jede Walze von 2 bis 4, die ${STAFF} zeigt, von links nach rechts, weighted(Stabgewichte) ihren Multiplikator (bezahlte Drehung: ${baseX}). Der Stab füllt seine Walze: Alle 4 Reihen zeigen ${STAFF}.`,
    `Gewinnwege: Jedes Symbol der Gewinntabelle zahlt für sich. Walze i trifft das Symbol mit der Zahl ihrer Reihen, die es zeigen, und mit 4 x dem Multiplikator, wenn sie eine ${STAFF}-Walze ist (${STAFF} ersetzt jedes Symbol ausser ${CLOUD}). Die längste Kette treffender Walzen ab Walze 1 zahlt, wenn sie 3, 4 oder 5 lang ist, die Credits der Gewinntabelle für diese Länge x das Produkt der Treffer der Kette. Die Symbole werden addiert. Ein Credit ist 1/${CREDITS_PER_BET} des Gesamteinsatzes.`,
    `${CLOUD} irgendwo im Bild: 3, 4 oder 5 zahlen ${cloudPays("'").join(', ')} Credits. In der bezahlten Drehung bringen sie zudem ${g3}, ${g4} oder ${g5} Freispiele.`,
    `Jedes Freispiel, eines nach dem anderen: Zuerst wählt below(${CARDS.length}) die Karte, die sich verwandelt (${cards}); dann einen Stopp je Walze auf den Freispielstreifen, stop = below(Länge des Freispielstreifens der Walze) (${free}); dann die Multiplikatoren der Stäbe wie in der bezahlten Drehung, mit den Freispielgewichten (${freeX}). Jede Position, die die gewählte Karte zeigt, zeigt stattdessen ${TRANSFORMED_TO}; dann zahlen die Gewinnwege und ${CLOUD} wie oben. 3 oder mehr ${CLOUD} bringen ${RETRIGGER} weitere Freispiele. Die Freispiele gehen weiter, bis keines mehr bleibt.`,
    `Die Runde gewinnt die Summe der Gewinne ihrer Drehungen, höchstens ${thousands(cap, "'")} Credits (${thousands(MAX_WIN, "'")}x der Gesamteinsatz): Die Drehung, die ihn erreicht, beendet die Runde, und die übrigen Freispiele werden nicht gespielt. Ausbezahlt wird floor(Gesamteinsatz x Credits / ${CREDITS_PER_BET}) in der kleinsten Einheit der Währung.`,
  ],
};

const stripHead: Localized<readonly string[]> = {
  en: ['stop', 'Reel 1', 'Reel 2', 'Reel 3', 'Reel 4', 'Reel 5'],
  'zh-TW': ['stop', '第1輪', '第2輪', '第3輪', '第4輪', '第5輪'],
  'zh-CN': ['stop', '第1轴', '第2轴', '第3轴', '第4轴', '第5轴'],
  'de-CH': ['stop', 'Walze 1', 'Walze 2', 'Walze 3', 'Walze 4', 'Walze 5'],
};

const stripRows = (set: ReelSet) => {
  const longest = Math.max(...set.strips.map((strip) => strip.length));
  return Array.from({ length: longest }, (_, stop) => [stop, ...set.strips.map((strip) => strip[stop] ?? '')]);
};

const baseStrips: RecipeTable = {
  caption: {
    en: 'Base strips, for the paid spin (stop: the symbol at that position of each reel)',
    'zh-TW': '基本輪帶，用於付費旋轉（stop：各滾輪該位置的圖案）',
    'zh-CN': '基本轮带，用于付费旋转（stop：各转轴该位置的图案）',
    'de-CH': 'Grundstreifen, für die bezahlte Drehung (stop: das Symbol an dieser Position jeder Walze)',
  },
  head: stripHead,
  rows: stripRows(BASE_REELS),
};

const freeStrips: RecipeTable = {
  caption: {
    en: 'Free-game strips (stop: the symbol at that position of each reel)',
    'zh-TW': '免費遊戲輪帶（stop：各滾輪該位置的圖案）',
    'zh-CN': '免费游戏轮带（stop：各转轴该位置的图案）',
    'de-CH': 'Freispielstreifen (stop: das Symbol an dieser Position jeder Walze)',
  },
  head: stripHead,
  rows: stripRows(FREE_REELS),
};

const pays: RecipeTable = {
  caption: {
    en: `Pay table (credits per way; ${CREDITS_PER_BET} credits = the total bet; ${CLOUD}: credits, anywhere in view)`,
    'zh-TW': `派彩表（每種中獎方式的點數；${CREDITS_PER_BET}點 = 總投注；${CLOUD}：點數，畫面任何位置）`,
    'zh-CN': `派彩表（每种中奖方式的点数；${CREDITS_PER_BET}点 = 总投注；${CLOUD}：点数，画面任何位置）`,
    'de-CH': `Gewinntabelle (Credits je Gewinnweg; ${CREDITS_PER_BET} Credits = der Gesamteinsatz; ${CLOUD}: Credits, irgendwo im Bild)`,
  },
  head: {
    en: ['Symbol', '3 of a kind', '4 of a kind', '5 of a kind'],
    'zh-TW': ['圖案', '3個', '4個', '5個'],
    'zh-CN': ['图案', '3个', '4个', '5个'],
    'de-CH': ['Symbol', '3 gleiche', '4 gleiche', '5 gleiche'],
  },
  rows: [...WAY_SYMBOLS.map((symbol) => [symbol, ...(WAY_PAYS[symbol] ?? []).slice(2)]), [CLOUD, ...CLOUD_PAYS.slice(2)]],
};

const staffs: RecipeTable = {
  caption: {
    en: `Staff weights (index: what weighted() gives; the multiplier of a ${STAFF} in the paid spin and in a free game)`,
    'zh-TW': `金箍棒權重（索引：weighted() 的結果；${STAFF} 在付費旋轉與免費遊戲中的倍數）`,
    'zh-CN': `金箍棒权重（索引：weighted() 的结果；${STAFF} 在付费旋转与免费游戏中的倍数）`,
    'de-CH': `Stabgewichte (Index: was weighted() ergibt; der Multiplikator eines ${STAFF} in der bezahlten Drehung und im Freispiel)`,
  },
  head: {
    en: ['Index', 'Paid spin', 'Weight', 'Free game', 'Weight'],
    'zh-TW': ['索引', '付費旋轉', '權重', '免費遊戲', '權重'],
    'zh-CN': ['索引', '付费旋转', '权重', '免费游戏', '权重'],
    'de-CH': ['Index', 'Bezahlte Drehung', 'Gewicht', 'Freispiel', 'Gewicht'],
  },
  rows: BASE_STAFF.multipliers.map((multiplier, index) => [
    index,
    `x${multiplier}`,
    BASE_STAFF.weights[index] as number,
    `x${FREE_STAFF.multipliers[index] as number}`,
    FREE_STAFF.weights[index] as number,
  ]),
};

const transformation: RecipeTable = {
  caption: {
    en: `Transformation (below(${CARDS.length}) before each free game: the card that shows as ${TRANSFORMED_TO})`,
    'zh-TW': `七十二變（每次免費遊戲前的 below(${CARDS.length})：顯示為 ${TRANSFORMED_TO} 的撲克圖案）`,
    'zh-CN': `七十二变（每次免费游戏前的 below(${CARDS.length})：显示为 ${TRANSFORMED_TO} 的扑克图案）`,
    'de-CH': `Verwandlung (below(${CARDS.length}) vor jedem Freispiel: die Karte, die als ${TRANSFORMED_TO} erscheint)`,
  },
  head: {
    en: [`below(${CARDS.length})`, 'Card'],
    'zh-TW': [`below(${CARDS.length})`, '撲克圖案'],
    'zh-CN': [`below(${CARDS.length})`, '扑克图案'],
    'de-CH': [`below(${CARDS.length})`, 'Karte'],
  },
  rows: CARDS.map((card, index) => [index, card]),
};

const freeGames: RecipeTable = {
  caption: {
    en: `Free games (${CLOUD} in view: awarded by the paid spin; added by a free game)`,
    'zh-TW': `免費遊戲（畫面中的 ${CLOUD}：付費旋轉獲得的次數；免費遊戲增加的次數）`,
    'zh-CN': `免费游戏（画面中的 ${CLOUD}：付费旋转获得的次数；免费游戏增加的次数）`,
    'de-CH': `Freispiele (${CLOUD} im Bild: von der bezahlten Drehung gewonnen; von einem Freispiel dazugewonnen)`,
  },
  head: {
    en: [CLOUD, 'Paid spin', 'Free game'],
    'zh-TW': [CLOUD, '付費旋轉', '免費遊戲'],
    'zh-CN': [CLOUD, '付费旋转', '免费游戏'],
    'de-CH': [CLOUD, 'Bezahlte Drehung', 'Freispiel'],
  },
  rows: FREE_GAMES.flatMap((games, clouds) => (games > 0 ? [[clouds, games, RETRIGGER]] : [])),
};

/** Monkey King's recipe: the paid spin, its staffs, ways and clouds, then each free game's card, stops and staffs. */
export const recipe: GameRecipe = {
  steps,
  tables: [baseStrips, freeStrips, pays, staffs, transformation, freeGames],
};
