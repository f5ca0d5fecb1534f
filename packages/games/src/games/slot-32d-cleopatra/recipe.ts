import type { GameRecipe, Localized, RecipeTable } from '../../engine/recipe.js';
import type { ReelSet } from '../../families/slot/reels.js';
import {
  BASE_REELS,
  CREDITS_PER_BET,
  FREE_GAMES,
  FREE_MULTIPLIER,
  FREE_REELS,
  LINES,
  MAX_WIN,
  PAYS,
  PYRAMID,
  PYRAMID_PAYS,
  SYMBOLS,
  WILD,
  WILD_MULTIPLIER,
} from './math.js';

/** 1,000 (en, zh) and 1'000 (de-CH), whatever the runtime's locale data. */
const thousands = (value: number, separator = ','): string => String(value).replace(/\B(?=(\d{3})+$)/g, separator);
const lengths = (reels: ReelSet) => reels.strips.map((strip) => strip.length).join(', ');
const base = lengths(BASE_REELS);
const free = lengths(FREE_REELS);
const lines = LINES.length;
const cap = MAX_WIN * CREDITS_PER_BET;
const [pays3, pays4, pays5] = PYRAMID_PAYS.slice(2);
const [games3, games4, games5] = FREE_GAMES.slice(2);
const [times3, times4, times5] = PYRAMID_PAYS.slice(2).map((pay) => pay / CREDITS_PER_BET);
const wild5 = thousands(PAYS[WILD]?.[4] ?? 0);
const double = FREE_MULTIPLIER * WILD_MULTIPLIER;

const steps: Localized<readonly string[]> = {
  en: [
    `The round reads the stream's floats in this order. First the paid spin, on the base reels: one stop per reel, reels 1 to 5, stop = below(length of the reel's strip) (${base}). Reel i shows its strip's symbols at stop, stop + 1 and stop + 2 (going on from the strip's start after its end) in rows 0, 1 and 2, top to bottom.`,
    `Line wins: each of the ${lines} lines takes one row per reel (the table of lines). Its symbol is the first one from reel 1 that is not ${WILD}; its run is the number of reels from reel 1 that show that symbol or ${WILD} (${WILD} stands in for every symbol but ${PYRAMID}, which pays no line). A run of 3, 4 or 5 pays the pay table's credits for it, times ${WILD_MULTIPLIER} when ${WILD} is in the run (once, however many). A line that starts with ${WILD} may instead pay the run of ${WILD} alone at ${WILD}'s own pays (not doubled: 5 pay ${wild5}), when that pays more. Each line pays its highest win; the lines add up. A credit is a line bet, 1/${CREDITS_PER_BET} of the total bet.`,
    `Pyramids: 3, 4 or 5 ${PYRAMID} anywhere in view pay ${pays3}, ${pays4} or ${thousands(pays5 ?? 0)} credits (${times3}, ${times4} or ${times5} times the total bet) and award ${games3}, ${games4} or ${games5} free games.`,
    `Free games: while free games are left, the next one is played on the free-game reels: one stop per reel, reels 1 to 5, stop = below(length of the reel's strip) (${free}), paid as above, then every win of it times ${FREE_MULTIPLIER} (a line with ${WILD}: times ${double}), its Pyramids' pay included. 3, 4 or 5 ${PYRAMID} in a free game add ${games3}, ${games4} or ${games5} free games to those left.`,
    `The round wins the paid spin's credits plus every free game's. It pays at most ${thousands(MAX_WIN)} times the total bet (${thousands(cap)} credits): no free game is played once the round's credits reach it, and the round pays ${thousands(cap)} credits. The payout is floor(total bet × credits / ${CREDITS_PER_BET}) in the currency's minor units.`,
  ],
  'zh-TW': [
    `本局依序讀取亂數流的浮點數。首先是付費旋轉，使用基本滾輪：第1至第5個滾輪各一個停止位置，stop = below(該滾輪輪帶長度)（${base}）。第i個滾輪由上而下在第0、1、2列顯示輪帶上位置 stop、stop + 1、stop + 2 的圖案（超過輪帶末端時從開頭接續）。`,
    `連線獎金：${lines}條連線各在每個滾輪上取一列（見連線表）。連線的圖案是從第1個滾輪起第一個不是 ${WILD} 的圖案；其連續長度為從第1個滾輪起連續顯示該圖案或 ${WILD} 的滾輪數（${WILD} 可替代 ${PYRAMID} 以外的所有圖案；${PYRAMID} 不支付連線獎金）。長度為3、4或5時支付派彩表中該長度的點數；連續範圍內有 ${WILD} 時乘以${WILD_MULTIPLIER}（無論有幾個，只乘一次）。以 ${WILD} 開頭的連線，若僅由 ${WILD} 組成的連續長度按 ${WILD} 本身派彩支付較高，則改按其支付（不加倍：5個支付${wild5}）。每條連線只支付最高的獎金，各連線相加。一點為一個單線投注，即總投注的1/${CREDITS_PER_BET}。`,
    `金字塔：畫面任何位置出現3、4或5個 ${PYRAMID}，分別支付${pays3}、${pays4}或${thousands(pays5 ?? 0)}點（總投注的${times3}、${times4}或${times5}倍），並獲得${games3}、${games4}或${games5}次免費遊戲。`,
    `免費遊戲：只要仍有剩餘的免費遊戲，便以免費遊戲滾輪進行下一局：第1至第5個滾輪各一個停止位置，stop = below(該滾輪輪帶長度)（${free}），依上述方式計算派彩，再將該局所有獎金（包括金字塔獎金）乘以${FREE_MULTIPLIER}（含 ${WILD} 的連線合計乘以${double}）。免費遊戲中出現3、4或5個 ${PYRAMID}，剩餘次數增加${games3}、${games4}或${games5}次。`,
    `本局贏得付費旋轉的點數加上每局免費遊戲的點數。派彩最高為總投注的${thousands(MAX_WIN)}倍（${thousands(cap)}點）：本局點數達到上限後不再進行免費遊戲，本局支付${thousands(cap)}點。支付金額為 floor(總投注 × 點數 / ${CREDITS_PER_BET})，以貨幣最小單位計。`,
  ],
  'zh-CN': [
    `本局依次读取随机数流的浮点数。首先是付费旋转，使用基本转轴：第1至第5个转轴各一个停止位置，stop = below(该转轴轮带长度)（${base}）。第i个转轴由上而下在第0、1、2行显示轮带上位置 stop、stop + 1、stop + 2 的图案（超过轮带末端时从开头接续）。`,
    `赔付线奖金：${lines}条赔付线各在每个转轴上取一行（见赔付线表）。赔付线的图案是从第1个转轴起第一个不是 ${WILD} 的图案；其连续长度为从第1个转轴起连续显示该图案或 ${WILD} 的转轴数（${WILD} 可替代 ${PYRAMID} 以外的所有图案；${PYRAMID} 不支付赔付线奖金）。长度为3、4或5时支付派彩表中该长度的点数；连续范围内有 ${WILD} 时乘以${WILD_MULTIPLIER}（无论有几个，只乘一次）。以 ${WILD} 开头的赔付线，若仅由 ${WILD} 组成的连续长度按 ${WILD} 本身派彩支付更高，则改按其支付（不加倍：5个支付${wild5}）。每条赔付线只支付最高的奖金，各赔付线相加。一点为一个单线投注，即总投注的1/${CREDITS_PER_BET}。`,
    `金字塔：画面任何位置出现3、4或5个 ${PYRAMID}，分别支付${pays3}、${pays4}或${thousands(pays5 ?? 0)}点（总投注的${times3}、${times4}或${times5}倍），并获得${games3}、${games4}或${games5}次免费游戏。`,
    `免费游戏：只要仍有剩余的免费游戏，便以免费游戏转轴进行下一局：第1至第5个转轴各一个停止位置，stop = below(该转轴轮带长度)（${free}），按上述方式计算奖金，再将该局所有奖金（包括金字塔奖金）乘以${FREE_MULTIPLIER}（含 ${WILD} 的赔付线合计乘以${double}）。免费游戏中出现3、4或5个 ${PYRAMID}，剩余次数增加${games3}、${games4}或${games5}次。`,
    `本局赢得付费旋转的点数加上每局免费游戏的点数。奖金最高为总投注的${thousands(MAX_WIN)}倍（${thousands(cap)}点）：本局点数达到上限后不再进行免费游戏，本局支付${thousands(cap)}点。支付金额为 floor(总投注 × 点数 / ${CREDITS_PER_BET})，以货币最小单位计。`,
  ],
  'de-CH': [
    `Die Runde liest die Zahlen des Stroms in dieser Reihenfolge. Zuerst der bezahlte Spin, auf den Grundwalzen: ein Stopp pro Walze, Walzen 1 bis 5, Stopp = below(Länge des Walzenstreifens) (${base}). Walze i zeigt die Symbole ihres Streifens an den Stellen Stopp, Stopp + 1 und Stopp + 2 (nach dem Ende geht es am Anfang des Streifens weiter) in den Reihen 0, 1 und 2, von oben nach unten.`,
    `Liniengewinne: jede der ${lines} Linien nimmt eine Reihe pro Walze (Tabelle der Linien). Ihr Symbol ist das erste ab Walze 1, das nicht ${WILD} ist; ihre Folge ist die Zahl der Walzen ab Walze 1, die dieses Symbol oder ${WILD} zeigen (${WILD} ersetzt jedes Symbol ausser ${PYRAMID}, das keine Linie zahlt). Eine Folge von 3, 4 oder 5 zahlt die Credits der Gewinntabelle, mal ${WILD_MULTIPLIER}, wenn ${WILD} in der Folge steht (einmal, wie viele es auch sind). Eine Linie, die mit ${WILD} beginnt, zahlt stattdessen die Folge von ${WILD} allein zu den eigenen Gewinnen von ${WILD} (nicht verdoppelt: 5 zahlen ${thousands(PAYS[WILD]?.[4] ?? 0, "'")}), wenn das mehr ist. Jede Linie zahlt ihren höchsten Gewinn; die Linien zählen zusammen. Ein Credit ist ein Linieneinsatz, 1/${CREDITS_PER_BET} des Gesamteinsatzes.`,
    `Pyramiden: 3, 4 oder 5 ${PYRAMID} irgendwo im Bild zahlen ${pays3}, ${pays4} oder ${thousands(pays5 ?? 0, "'")} Credits (${times3}, ${times4} oder ${times5} Mal den Gesamteinsatz) und geben ${games3}, ${games4} oder ${games5} Freispiele.`,
    `Freispiele: solange Freispiele bleiben, wird das nächste auf den Freispielwalzen gespielt: ein Stopp pro Walze, Walzen 1 bis 5, Stopp = below(Länge des Walzenstreifens) (${free}), bezahlt wie oben, dann jeder seiner Gewinne mal ${FREE_MULTIPLIER} (eine Linie mit ${WILD}: mal ${double}), der Gewinn der Pyramiden eingeschlossen. 3, 4 oder 5 ${PYRAMID} in einem Freispiel fügen den verbleibenden ${games3}, ${games4} oder ${games5} Freispiele hinzu.`,
    `Die Runde gewinnt die Credits des bezahlten Spins und aller Freispiele. Sie zahlt höchstens das ${thousands(MAX_WIN, "'")}-fache des Gesamteinsatzes (${thousands(cap, "'")} Credits): sobald die Credits der Runde das erreichen, wird kein Freispiel mehr gespielt, und die Runde zahlt ${thousands(cap, "'")} Credits. Die Auszahlung ist floor(Gesamteinsatz × Credits / ${CREDITS_PER_BET}) in der kleinsten Einheit der Währung.`,
  ],
};

/** A set of reels as a table: one row per stop, one column per reel. */
function reelTable(reels: ReelSet, caption: Localized): RecipeTable {
  const longest = Math.max(...reels.strips.map((strip) => strip.length));
  const reelHeads = (word: string) => reels.strips.map((_, reel) => `${word} ${reel + 1}`);
  return {
    caption,
    head: {
      en: ['Stop', ...reelHeads('Reel')],
      'zh-TW': ['位置', ...reels.strips.map((_, reel) => `第${reel + 1}輪`)],
      'zh-CN': ['位置', ...reels.strips.map((_, reel) => `第${reel + 1}轴`)],
      'de-CH': ['Stopp', ...reelHeads('Walze')],
    },
    rows: Array.from({ length: longest }, (_, stop) => [stop, ...reels.strips.map((strip) => strip[stop] ?? '')]),
  };
}

/** Cleopatra 32's recipe: the paid spin, its line and Pyramid wins, the free games (engine.ts). */
export const recipe: GameRecipe = {
  steps,
  tables: [
    reelTable(BASE_REELS, {
      en: 'Base reels (the paid spin): the symbol at each stop',
      'zh-TW': '基本滾輪（付費旋轉）：每個位置的圖案',
      'zh-CN': '基本转轴（付费旋转）：每个位置的图案',
      'de-CH': 'Grundwalzen (bezahlter Spin): das Symbol an jedem Stopp',
    }),
    reelTable(FREE_REELS, {
      en: 'Free-game reels: the symbol at each stop',
      'zh-TW': '免費遊戲滾輪：每個位置的圖案',
      'zh-CN': '免费游戏转轴：每个位置的图案',
      'de-CH': 'Freispielwalzen: das Symbol an jedem Stopp',
    }),
    {
      caption: { en: 'Lines: the row on each reel (0 = top)', 'zh-TW': '連線：每個滾輪所在列（0為最上列）', 'zh-CN': '赔付线：每个转轴所在行（0为最上行）', 'de-CH': 'Linien: die Reihe auf jeder Walze (0 = oben)' },
      head: {
        en: ['Line', 'Reel 1', 'Reel 2', 'Reel 3', 'Reel 4', 'Reel 5'],
        'zh-TW': ['連線', '第1輪', '第2輪', '第3輪', '第4輪', '第5輪'],
        'zh-CN': ['赔付线', '第1轴', '第2轴', '第3轴', '第4轴', '第5轴'],
        'de-CH': ['Linie', 'Walze 1', 'Walze 2', 'Walze 3', 'Walze 4', 'Walze 5'],
      },
      rows: LINES.map((rows, index) => [index + 1, ...rows]),
    },
    {
      caption: { en: 'Line pays in credits (line bets)', 'zh-TW': '連線派彩（點數，即單線投注倍數）', 'zh-CN': '赔付线奖金（点数，即单线投注倍数）', 'de-CH': 'Liniengewinne in Credits (Linieneinsätzen)' },
      head: {
        en: ['Symbol', '3', '4', '5'],
        'zh-TW': ['圖案', '3個', '4個', '5個'],
        'zh-CN': ['图案', '3个', '4个', '5个'],
        'de-CH': ['Symbol', '3', '4', '5'],
      },
      rows: SYMBOLS.map((symbol) => [symbol, ...(PAYS[symbol] ?? []).slice(2)]),
    },
    {
      caption: { en: `${PYRAMID} anywhere in view`, 'zh-TW': `${PYRAMID}（畫面任何位置）`, 'zh-CN': `${PYRAMID}（画面任何位置）`, 'de-CH': `${PYRAMID} irgendwo im Bild` },
      head: {
        en: ['Count', 'Pays (credits)', 'Free games'],
        'zh-TW': ['個數', '派彩（點數）', '免費遊戲'],
        'zh-CN': ['个数', '奖金（点数）', '免费游戏'],
        'de-CH': ['Anzahl', 'Gewinn (Credits)', 'Freispiele'],
      },
      rows: [3, 4, 5].map((count) => [count, PYRAMID_PAYS[count - 1] ?? 0, FREE_GAMES[count - 1] ?? 0]),
    },
  ],
};
