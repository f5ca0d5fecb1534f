import type { GameRecipe, Localized, RecipeTable } from '../../engine/recipe.js';
import { ANY_FA, ANY_FA_PAY, CREDITS_PER_BET, FULL_SCREEN_MULTIPLIER, LINES, MAX_WIN, PAYS, REELS, SYMBOLS } from './math.js';

const lengths = REELS.strips.map((strip) => strip.length);
const reel3 = lengths[2] as number;
const cap = MAX_WIN * CREDITS_PER_BET;
/** 1,000 (en, zh) and 1'000 (de-CH), whatever the runtime's locale data. */
const thousands = (value: number, separator: string): string => String(value).replace(/\B(?=(\d{3})+$)/g, separator);

const steps: Localized<readonly string[]> = {
  en: [
    `The round reads the stream's floats in this order. First one stop per reel, reels 1 to 3: stop = below(length of the reel's strip) (${lengths.join(', ')}). Reel i shows its strip's symbols at stop, stop + 1 and stop + 2 (going on from the strip's start after its end), top to bottom: rows 0, 1 and 2.`,
    `Lines: each of the ${LINES.length} lines takes one row on each reel (the lines table). A line with no BLANK pays when its three symbols are one symbol S, or S and WILD (WILD stands in for every symbol; BLANK is none): the pay table's credits for S, and three WILD pay WILD's. A line that pays nothing so and shows only RED, GREEN, BLUE and WILD pays ${ANY_FA} (${ANY_FA_PAY} credits). The lines' wins add up. A credit is a line bet: ${CREDITS_PER_BET} credits are the total bet.`,
    `Full Screen: when some symbol S other than BLANK has all nine positions showing S or WILD (nine WILD included), the spin's win is multiplied by ${FULL_SCREEN_MULTIPLIER}.`,
    `Fortune Respin: when the paid spin wins nothing and some symbol S other than BLANK has all six positions of reels 1 and 2 showing S or WILD (six WILD included), the next float gives reel 3 a new stop, below(${reel3}); reels 1 and 2 keep theirs. The respin's window is scored by the two steps above and leads to no further respin; the round wins what the respin wins.`,
    `The round's win is at most ${thousands(cap, ',')} credits (${MAX_WIN}x the total bet: nine WILD, doubled). The payout is floor(total bet × credits / ${CREDITS_PER_BET}) in the currency's minor units.`,
  ],
  'zh-TW': [
    `本局依序讀取亂數流的浮點數。首先每個滾輪一個停止位置，第1至第3個滾輪依序為：stop = below(該滾輪輪帶長度)（${lengths.join('、')}）。第i個滾輪由上而下顯示輪帶上位置 stop、stop + 1、stop + 2 的圖案（超過輪帶末端時從開頭接續），即第0、1、2列。`,
    `連線：${LINES.length}條連線各在每個滾輪上取一列（見連線表）。不含 BLANK 的連線，三個圖案皆為同一圖案 S，或為 S 與 WILD 時中獎（WILD 可替代所有圖案；BLANK 不是圖案）：派彩為派彩表中 S 的點數，三個 WILD 則派 WILD 的點數。依此未中獎、且只顯示 RED、GREEN、BLUE 與 WILD 的連線派 ${ANY_FA}（${ANY_FA_PAY}點）。各連線的派彩相加。一點為一個單線投注：${CREDITS_PER_BET}點即總投注。`,
    `滿屏：若有某個非 BLANK 的圖案 S，使九個位置皆顯示 S 或 WILD（九個 WILD 亦算），該次旋轉的派彩乘以${FULL_SCREEN_MULTIPLIER}。`,
    `好運重轉：付費旋轉未中獎，且有某個非 BLANK 的圖案 S 使第1、2個滾輪的六個位置皆顯示 S 或 WILD（六個 WILD 亦算）時，以下一個浮點數為第3個滾輪取新的停止位置 below(${reel3})；第1、2個滾輪保持原位。重轉的畫面依上述兩個步驟計分，且不會再觸發重轉；本局贏得重轉的派彩。`,
    `本局派彩最高為${thousands(cap, ',')}點（總投注的${MAX_WIN}倍：九個 WILD 再加倍）。支付金額為 floor(總投注 × 點數 / ${CREDITS_PER_BET})，以貨幣最小單位計。`,
  ],
  'zh-CN': [
    `本局依次读取随机数流的浮点数。首先每个转轴一个停止位置，第1至第3个转轴依次为：stop = below(该转轴轮带长度)（${lengths.join('、')}）。第i个转轴由上而下显示轮带上位置 stop、stop + 1、stop + 2 的图案（超过轮带末端时从开头接续），即第0、1、2行。`,
    `赔付线：${LINES.length}条赔付线各在每个转轴上取一行（见赔付线表）。不含 BLANK 的赔付线，三个图案均为同一图案 S，或为 S 与 WILD 时中奖（WILD 可替代所有图案；BLANK 不是图案）：奖金为派彩表中 S 的点数，三个 WILD 则派 WILD 的点数。按此未中奖、且只显示 RED、GREEN、BLUE 与 WILD 的赔付线派 ${ANY_FA}（${ANY_FA_PAY}点）。各赔付线的奖金相加。一点为一个线注：${CREDITS_PER_BET}点即总投注。`,
    `满屏：若有某个非 BLANK 的图案 S，使九个位置均显示 S 或 WILD（九个 WILD 亦算），该次旋转的奖金乘以${FULL_SCREEN_MULTIPLIER}。`,
    `好运重转：付费旋转未中奖，且有某个非 BLANK 的图案 S 使第1、2个转轴的六个位置均显示 S 或 WILD（六个 WILD 亦算）时，以下一个浮点数为第3个转轴取新的停止位置 below(${reel3})；第1、2个转轴保持不动。重转的画面按上述两个步骤计分，且不会再触发重转；本局赢得重转的奖金。`,
    `本局奖金最高为${thousands(cap, ',')}点（总投注的${MAX_WIN}倍：九个 WILD 再翻倍）。支付金额为 floor(总投注 × 点数 / ${CREDITS_PER_BET})，以货币最小单位计。`,
  ],
  'de-CH': [
    `Die Runde liest die Gleitkommazahlen des Stroms in dieser Reihenfolge. Zuerst einen Stopp je Walze, Walze 1 bis 3: stop = below(Länge des Walzenstreifens) (${lengths.join(', ')}). Walze i zeigt von oben nach unten die Symbole ihres Streifens an stop, stop + 1 und stop + 2 (nach dem Ende geht es am Anfang des Streifens weiter): die Reihen 0, 1 und 2.`,
    `Linien: Jede der ${LINES.length} Linien nimmt auf jeder Walze eine Reihe (die Linientabelle). Eine Linie ohne BLANK gewinnt, wenn ihre drei Symbole ein Symbol S sind, oder S und WILD (WILD ersetzt jedes Symbol; BLANK ist keines): die Credits der Gewinntabelle für S, und dreimal WILD zahlt die von WILD. Eine Linie, die so nichts gewinnt und nur RED, GREEN, BLUE und WILD zeigt, zahlt ${ANY_FA} (${ANY_FA_PAY} Credits). Die Gewinne der Linien werden addiert. Ein Credit ist ein Linieneinsatz: ${CREDITS_PER_BET} Credits sind der Gesamteinsatz.`,
    `Vollbild: Gibt es ein Symbol S ausser BLANK, bei dem alle neun Positionen S oder WILD zeigen (neunmal WILD eingeschlossen), wird der Gewinn des Spins mit ${FULL_SCREEN_MULTIPLIER} multipliziert.`,
    `Glücks-Respin: Gewinnt der bezahlte Spin nichts und gibt es ein Symbol S ausser BLANK, bei dem alle sechs Positionen der Walzen 1 und 2 S oder WILD zeigen (sechsmal WILD eingeschlossen), gibt die nächste Zahl der Walze 3 einen neuen Stopp, below(${reel3}); die Walzen 1 und 2 behalten ihren. Das Fenster des Respins wird nach den zwei Schritten oben gewertet und führt zu keinem weiteren Respin; die Runde gewinnt, was der Respin gewinnt.`,
    `Der Gewinn der Runde ist höchstens ${thousands(cap, "'")} Credits (${MAX_WIN}x der Gesamteinsatz: neunmal WILD, verdoppelt). Ausbezahlt wird floor(Gesamteinsatz × Credits / ${CREDITS_PER_BET}) in der kleinsten Einheit der Währung.`,
  ],
};

const longest = Math.max(...lengths);

const strips: RecipeTable = {
  caption: {
    en: 'Reel strips (stop: the symbol at that position of each reel)',
    'zh-TW': '滾輪輪帶（stop：各滾輪該位置的圖案）',
    'zh-CN': '转轴轮带（stop：各转轴该位置的图案）',
    'de-CH': 'Walzenstreifen (stop: das Symbol an dieser Position jeder Walze)',
  },
  head: {
    en: ['stop', 'Reel 1', 'Reel 2', 'Reel 3'],
    'zh-TW': ['stop', '第1輪', '第2輪', '第3輪'],
    'zh-CN': ['stop', '第1轴', '第2轴', '第3轴'],
    'de-CH': ['stop', 'Walze 1', 'Walze 2', 'Walze 3'],
  },
  rows: Array.from({ length: longest }, (_, stop) => [stop, ...REELS.strips.map((strip) => strip[stop] ?? '')]),
};

const pays: RecipeTable = {
  caption: {
    en: `Pay table (credits for three on a line; ${CREDITS_PER_BET} credits = the total bet)`,
    'zh-TW': `派彩表（一條連線上三個的點數；${CREDITS_PER_BET}點 = 總投注）`,
    'zh-CN': `派彩表（一条赔付线上三个的点数；${CREDITS_PER_BET}点 = 总投注）`,
    'de-CH': `Gewinntabelle (Credits für drei auf einer Linie; ${CREDITS_PER_BET} Credits = der Gesamteinsatz)`,
  },
  head: {
    en: ['Symbol', 'Three'],
    'zh-TW': ['圖案', '三個'],
    'zh-CN': ['图案', '三个'],
    'de-CH': ['Symbol', 'Drei'],
  },
  rows: [...SYMBOLS.filter((symbol) => PAYS[symbol]).map((symbol) => [symbol, PAYS[symbol]?.[2] ?? 0]), [ANY_FA, ANY_FA_PAY]],
};

const lines: RecipeTable = {
  caption: {
    en: 'Lines (row on each reel; 0 = top)',
    'zh-TW': '連線（各滾輪上的列；0 = 最上列）',
    'zh-CN': '赔付线（各转轴上的行；0 = 最上行）',
    'de-CH': 'Linien (Reihe auf jeder Walze; 0 = oben)',
  },
  head: {
    en: ['Line', 'Reel 1', 'Reel 2', 'Reel 3'],
    'zh-TW': ['連線', '第1輪', '第2輪', '第3輪'],
    'zh-CN': ['赔付线', '第1轴', '第2轴', '第3轴'],
    'de-CH': ['Linie', 'Walze 1', 'Walze 2', 'Walze 3'],
  },
  rows: LINES.map((rows, index) => [index + 1, ...rows]),
};

/** Fortune FaFaFa's recipe: three stops, the lines, the Full Screen bonus and the Fortune Respin (engine.ts). */
export const recipe: GameRecipe = { steps, tables: [strips, pays, lines] };
