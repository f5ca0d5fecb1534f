import type { GameRecipe, RecipeTable } from '../../engine/recipe.js';
import type { ReelSet } from '../../families/slot/index.js';
import { BASE_REELS, CREDITS_PER_BET, FREE_GAMES, FREE_REELS, LINES, MAX_WIN_X, PAYS, RETRIGGER_GAMES, SCATTER_PAYS, SCATTER_PAYS_X } from './math.js';

/*
 * Lucky Panda's recipe: how the round's floats become its spins. Every number in the text that
 * the math holds is taken from math.ts, and the tables are built from it.
 */

/** 1'500 in de-CH, 1,500 elsewhere. */
const swiss = (value: number) => value.toLocaleString('en').replace(/,/g, "'");
const english = (value: number) => value.toLocaleString('en');

const CAP = MAX_WIN_X * CREDITS_PER_BET;
const [, , three, four, five] = SCATTER_PAYS as [number, number, number, number, number];
const [, , threeX, fourX, fiveX] = SCATTER_PAYS_X;
const games = [3, 4, 5].map((count) => FREE_GAMES[count] as number) as [number, number, number];

function stripTable(set: ReelSet, caption: RecipeTable['caption']): RecipeTable {
  const longest = Math.max(...set.strips.map((strip) => strip.length));
  return {
    caption,
    head: {
      en: ['Position', 'Reel 1', 'Reel 2', 'Reel 3', 'Reel 4', 'Reel 5'],
      'zh-TW': ['位置', '滾輪1', '滾輪2', '滾輪3', '滾輪4', '滾輪5'],
      'zh-CN': ['位置', '第1轴', '第2轴', '第3轴', '第4轴', '第5轴'],
      'de-CH': ['Position', 'Walze 1', 'Walze 2', 'Walze 3', 'Walze 4', 'Walze 5'],
    },
    rows: Array.from({ length: longest }, (_, position) => [position, ...set.strips.map((strip) => strip[position] ?? '')]),
  };
}

const lengths = (set: ReelSet) => set.strips.map((strip) => strip.length).join(', ');

export const recipe: GameRecipe = {
  steps: {
    en: [
      `Units. The total bet is ${CREDITS_PER_BET} credits (a credit is one line bet) and every win below is in credits. A round that wins W credits pays floor(bet × W / ${CREDITS_PER_BET}) in minor units of the bet; its multiplier is floor(W × 10,000 / ${CREDITS_PER_BET}) ten-thousandths of the bet.`,
      `Reels. A spin reads five floats, one per reel from reel 1 to reel 5: stop = below(L), L the length of that reel's strip (the paid spin's strips are ${lengths(BASE_REELS)} long, the free games' ${lengths(FREE_REELS)}). The reel shows the strip's positions stop, stop + 1 and stop + 2 (counted modulo L) on rows 1, 2 and 3; row 1 is the top row.`,
      'Held Pandas (free games only). Every position held by a sticky Panda (step 8) shows PANDA, whatever its strip has there.',
      'Panda stacks. PANDA is only on reels 2, 3 and 4, single or in stacks: a stack is PANDA at positions t, t + 1 and t + 2 of a strip, with no PANDA at t − 1 or t + 3. A stack is partly in view when the stop is t − 2, t − 1, t + 1 or t + 2 (modulo L): one or two of its Pandas show. The reel nudged to stop t shows the whole stack, PANDA on its three rows. No Golden Bamboo lies within two positions of a stack, so a nudge never moves one into or out of view.',
      'Panda Nudge. Let A be the line wins (step 6) with every reel whose stack is partly in view nudged. For each of those reels in turn, let B be the line wins with that reel as it stopped and the others still nudged: the reel nudges if B is less than A. A Panda can only lengthen a line, so A is the most any choice of nudges wins, and a stack nudges exactly when it adds to the win. The spin\'s grid shows the nudged reels as three PANDA.',
      `Line wins. For each of the ${LINES.length} lines (table Lines): take the symbol on reel 1 of the line and count n, the consecutive reels from reel 1 whose symbol on the line is that symbol or PANDA. The line pays the pay table's value for that symbol and n, in credits (nothing for n below 3, nothing when reel 1 shows BAMBOO).`,
      `Golden Bamboo. Count BAMBOO anywhere in view (a reel never shows two): 3, 4 or 5 pay ${three}, ${four} or ${english(five)} credits (${threeX}, ${fourX} or ${fiveX} total bets). A spin wins its line wins plus this pay.`,
      `Free games. When the paid spin shows 3, 4 or 5 BAMBOO, ${games[0]}, ${games[1]} or ${games[2]} free games follow, one after the other, each a spin on the free games' strips (steps 2 to 7, with the held Pandas of step 3). After each free game: if it shows 3 or more BAMBOO, ${RETRIGGER_GAMES} free games are added; then every position of reels 2, 3 and 4 that shows PANDA is held until the last free game. Each free game reads the next five floats: the paid spin reads floats 1 to 5, the k-th free game floats 5k + 1 to 5k + 5.`,
      `Maximum win. After every spin the round's total so far is compared with ${english(CAP)} credits (${english(MAX_WIN_X)} total bets): once it is reached the round ends at once, wins W = ${english(CAP)} credits, and the free games left are not played. Otherwise W is the paid spin's win plus every free game's.`,
    ],
    'zh-TW': [
      `單位：總投注為${CREDITS_PER_BET}個點數（1點數即1注線注），以下所有獎金均以點數計。一局贏得W點數時，派彩為floor(投注額 × W / ${CREDITS_PER_BET})（以投注貨幣的最小單位計）；其倍數為floor(W × 10,000 / ${CREDITS_PER_BET})（以投注額的萬分之一計）。`,
      `滾輪：每次旋轉讀取五個浮點數，由第1個滾輪至第5個滾輪每個滾輪一個：停止位置 = below(L)，L為該滾輪的滾輪帶長度（付費旋轉的滾輪帶長度為${lengths(BASE_REELS)}，免費遊戲的為${lengths(FREE_REELS)}）。該滾輪在第1、2、3列依次顯示滾輪帶上的位置 停止位置、停止位置 + 1、停止位置 + 2（以L取模）；第1列為最上列。`,
      '固定熊貓（僅限免費遊戲）：每個由固定熊貓佔據的位置（見第8步）都顯示PANDA，不論滾輪帶在該處是甚麼圖案。',
      '熊貓疊加：PANDA只在第2、3、4個滾輪，單個或成疊加出現：疊加是滾輪帶上位置t、t + 1、t + 2的三個PANDA，且t − 1與t + 3都不是PANDA。當停止位置為t − 2、t − 1、t + 1或t + 2（以L取模）時，疊加部分可見：畫面顯示其中一或兩個熊貓。推移到停止位置t的滾輪顯示整組疊加，三列都是PANDA。疊加前後兩個位置以內沒有金竹，因此推移不會令金竹進入或離開畫面。',
      '熊貓推移：設A為所有疊加部分可見的滾輪都推移後的連線獎金（第6步）。逐一檢查這些滾輪：設B為該滾輪保持停下時的樣子、其餘滾輪仍推移時的連線獎金；若B小於A，該滾輪推移。熊貓只會令連線變長，所以A是任何推移組合中最高的獎金，而疊加只在令獎金增加時推移。旋轉的畫面把推移的滾輪顯示為三個PANDA。',
      `連線獎金：對${LINES.length}條連線（見「連線」表）逐條計算：取該線在第1個滾輪的圖案，數出由第1個滾輪起連續、在該線上顯示該圖案或PANDA的滾輪數n。該線按派彩表中該圖案與n的數值派彩，以點數計（n小於3不派彩；第1個滾輪為BAMBOO時不派彩）。`,
      `金竹：數出畫面任何位置的BAMBOO（每個滾輪最多一個）：3、4或5個分別派${three}、${four}或${english(five)}點數（${threeX}、${fourX}或${fiveX}倍總投注）。每次旋轉贏得其連線獎金加上此獎金。`,
      `免費遊戲：付費旋轉顯示3、4或5個BAMBOO時，接著依次進行${games[0]}、${games[1]}或${games[2]}次免費遊戲，每次都是在免費遊戲滾輪帶上的旋轉（第2至7步，並套用第3步的固定熊貓）。每次免費遊戲後：若顯示3個或以上BAMBOO，增加${RETRIGGER_GAMES}次免費遊戲；然後第2、3、4個滾輪上每個顯示PANDA的位置都被固定，直至最後一次免費遊戲。每次免費遊戲讀取接下來的五個浮點數：付費旋轉讀取第1至5個，第k次免費遊戲讀取第5k + 1至5k + 5個。`,
      `最高獎金：每次旋轉後，把本局至今的累計獎金與${english(CAP)}點數（${english(MAX_WIN_X)}倍總投注）比較：一旦達到，本局立即結束，W = ${english(CAP)}點數，餘下的免費遊戲不再進行。否則W為付費旋轉與每次免費遊戲的獎金總和。`,
    ],
    'zh-CN': [
      `单位：总投注为${CREDITS_PER_BET}个点数（1点数即1注线注），以下所有奖金均以点数计。一局赢得W点数时，派彩为floor(投注额 × W / ${CREDITS_PER_BET})（以投注货币的最小单位计）；其倍数为floor(W × 10,000 / ${CREDITS_PER_BET})（以投注额的万分之一计）。`,
      `转轴：每次旋转读取五个浮点数，由第1轴至第5轴每轴一个：停止位置 = below(L)，L为该轴转轮带的长度（付费旋转的转轮带长度为${lengths(BASE_REELS)}，免费游戏的为${lengths(FREE_REELS)}）。该轴在第1、2、3行依次显示转轮带上的位置 停止位置、停止位置 + 1、停止位置 + 2（以L取模）；第1行为最上行。`,
      '固定熊猫（仅限免费游戏）：每个由固定熊猫占据的位置（见第8步）都显示PANDA，不论转轮带在该处是什么图案。',
      '熊猫堆叠：PANDA只在第2、3、4轴，单个或成堆叠出现：堆叠是转轮带上位置t、t + 1、t + 2的三个PANDA，且t − 1与t + 3都不是PANDA。当停止位置为t − 2、t − 1、t + 1或t + 2（以L取模）时，堆叠部分可见：画面显示其中一或两个熊猫。推移到停止位置t的转轴显示整组堆叠，三行都是PANDA。堆叠前后两个位置以内没有金竹，因此推移不会令金竹进入或离开画面。',
      '熊猫推移：设A为所有堆叠部分可见的转轴都推移后的赔付线奖金（第6步）。逐一检查这些转轴：设B为该轴保持停下时的样子、其余转轴仍推移时的赔付线奖金；若B小于A，该轴推移。熊猫只会令连线变长，所以A是任何推移组合中最高的奖金，而堆叠只在令奖金增加时推移。旋转的画面把推移的转轴显示为三个PANDA。',
      `赔付线奖金：对${LINES.length}条赔付线（见“赔付线”表）逐条计算：取该线在第1轴的图案，数出由第1轴起连续、在该线上显示该图案或PANDA的转轴数n。该线按派彩表中该图案与n的数值派彩，以点数计（n小于3不派彩；第1轴为BAMBOO时不派彩）。`,
      `金竹：数出画面任何位置的BAMBOO（每轴最多一个）：3、4或5个分别派${three}、${four}或${english(five)}点数（${threeX}、${fourX}或${fiveX}倍总投注）。每次旋转赢得其赔付线奖金加上此奖金。`,
      `免费游戏：付费旋转显示3、4或5个BAMBOO时，接着依次进行${games[0]}、${games[1]}或${games[2]}次免费游戏，每次都是在免费游戏转轮带上的旋转（第2至7步，并套用第3步的固定熊猫）。每次免费游戏后：若显示3个或以上BAMBOO，增加${RETRIGGER_GAMES}次免费游戏；然后第2、3、4轴上每个显示PANDA的位置都被固定，直至最后一次免费游戏。每次免费游戏读取接下来的五个浮点数：付费旋转读取第1至5个，第k次免费游戏读取第5k + 1至5k + 5个。`,
      `最高奖金：每次旋转后，把本局至今的累计奖金与${english(CAP)}点数（${english(MAX_WIN_X)}倍总投注）比较：一旦达到，本局立即结束，W = ${english(CAP)}点数，余下的免费游戏不再进行。否则W为付费旋转与每次免费游戏的奖金总和。`,
    ],
    'de-CH': [
      `Einheiten. Der Gesamteinsatz beträgt ${CREDITS_PER_BET} Credits (ein Credit ist ein Linieneinsatz); alle Gewinne unten sind in Credits. Eine Runde, die W Credits gewinnt, zahlt floor(Einsatz × W / ${CREDITS_PER_BET}) in der kleinsten Einheit der Einsatzwährung; ihr Multiplikator ist floor(W × 10'000 / ${CREDITS_PER_BET}) Zehntausendstel des Einsatzes.`,
      `Walzen. Ein Spin liest fünf Floats, einen pro Walze von Walze 1 bis Walze 5: Stopp = below(L), L die Länge des Streifens dieser Walze (die Streifen des bezahlten Spins sind ${lengths(BASE_REELS)} lang, die der Freispiele ${lengths(FREE_REELS)}). Die Walze zeigt die Positionen Stopp, Stopp + 1 und Stopp + 2 des Streifens (modulo L) in den Reihen 1, 2 und 3; Reihe 1 ist die oberste.`,
      'Gehaltene Pandas (nur in Freispielen). Jede Position, die ein haftender Panda hält (Schritt 8), zeigt PANDA, was auch immer ihr Streifen dort hat.',
      'Panda-Stapel. PANDA gibt es nur auf den Walzen 2, 3 und 4, einzeln oder in Stapeln: Ein Stapel ist PANDA an den Positionen t, t + 1 und t + 2 eines Streifens, ohne PANDA an t − 1 oder t + 3. Ein Stapel ist teilweise sichtbar, wenn der Stopp t − 2, t − 1, t + 1 oder t + 2 ist (modulo L): Einer oder zwei seiner Pandas sind zu sehen. Die auf Stopp t geschobene Walze zeigt den ganzen Stapel, PANDA in allen drei Reihen. Innerhalb von zwei Positionen um einen Stapel liegt kein Goldbambus, also schiebt ein Nudge nie einen ins Bild oder hinaus.',
      'Panda-Nudge. Sei A der Liniengewinn (Schritt 6), wenn jede Walze mit teilweise sichtbarem Stapel geschoben ist. Für jede dieser Walzen der Reihe nach sei B der Liniengewinn, wenn diese Walze so bleibt, wie sie gestoppt hat, und die anderen geschoben bleiben: Die Walze wird geschoben, wenn B kleiner als A ist. Ein Panda kann eine Linie nur verlängern, also ist A das Höchste, was eine Wahl der Nudges gewinnt, und ein Stapel wird genau dann geschoben, wenn er den Gewinn erhöht. Das Bild des Spins zeigt geschobene Walzen als dreimal PANDA.',
      `Liniengewinne. Für jede der ${LINES.length} Linien (Tabelle Linien): Nimm das Symbol der Linie auf Walze 1 und zähle n, die aufeinanderfolgenden Walzen ab Walze 1, deren Symbol auf der Linie dieses Symbol oder PANDA ist. Die Linie zahlt den Wert der Gewinntabelle für dieses Symbol und n, in Credits (nichts für n unter 3, nichts, wenn Walze 1 BAMBOO zeigt).`,
      `Goldbambus. Zähle BAMBOO irgendwo im Bild (eine Walze zeigt nie zwei): 3, 4 oder 5 zahlen ${three}, ${four} oder ${swiss(five)} Credits (${threeX}, ${fourX} oder ${fiveX} Gesamteinsätze). Ein Spin gewinnt seine Liniengewinne plus diesen Gewinn.`,
      `Freispiele. Zeigt der bezahlte Spin 3, 4 oder 5 BAMBOO, folgen ${games[0]}, ${games[1]} oder ${games[2]} Freispiele nacheinander, jedes ein Spin auf den Streifen der Freispiele (Schritte 2 bis 7, mit den gehaltenen Pandas von Schritt 3). Nach jedem Freispiel: Zeigt es 3 oder mehr BAMBOO, kommen ${RETRIGGER_GAMES} Freispiele dazu; dann wird jede Position der Walzen 2, 3 und 4, die PANDA zeigt, bis zum letzten Freispiel gehalten. Jedes Freispiel liest die nächsten fünf Floats: Der bezahlte Spin liest die Floats 1 bis 5, das k-te Freispiel die Floats 5k + 1 bis 5k + 5.`,
      `Höchstgewinn. Nach jedem Spin wird die bisherige Summe der Runde mit ${swiss(CAP)} Credits (${swiss(MAX_WIN_X)} Gesamteinsätze) verglichen: Sobald sie erreicht ist, endet die Runde sofort mit W = ${swiss(CAP)} Credits, und die übrigen Freispiele werden nicht gespielt. Sonst ist W der Gewinn des bezahlten Spins plus der jedes Freispiels.`,
    ],
  },
  tables: [
    {
      caption: {
        en: 'Lines: the row on reels 1 to 5 (1 = top row)',
        'zh-TW': '連線：第1至5個滾輪所在的列（1為最上列）',
        'zh-CN': '赔付线：第1至5轴所在的行（1为最上行）',
        'de-CH': 'Linien: die Reihe auf den Walzen 1 bis 5 (1 = oberste Reihe)',
      },
      head: {
        en: ['Line', 'Reel 1', 'Reel 2', 'Reel 3', 'Reel 4', 'Reel 5'],
        'zh-TW': ['連線', '滾輪1', '滾輪2', '滾輪3', '滾輪4', '滾輪5'],
        'zh-CN': ['赔付线', '第1轴', '第2轴', '第3轴', '第4轴', '第5轴'],
        'de-CH': ['Linie', 'Walze 1', 'Walze 2', 'Walze 3', 'Walze 4', 'Walze 5'],
      },
      rows: LINES.map((rows, line) => [line + 1, ...rows.map((row) => row + 1)]),
    },
    {
      caption: {
        en: 'Pay table: credits (line bets) for 3, 4 and 5 of a kind',
        'zh-TW': '派彩表：3、4、5個相同圖案的點數（線注）',
        'zh-CN': '派彩表：3、4、5个相同图案的点数（线注）',
        'de-CH': 'Gewinntabelle: Credits (Linieneinsätze) für 3, 4 und 5 gleiche',
      },
      head: {
        en: ['Symbol', '3', '4', '5'],
        'zh-TW': ['圖案', '3', '4', '5'],
        'zh-CN': ['图案', '3', '4', '5'],
        'de-CH': ['Symbol', '3', '4', '5'],
      },
      rows: Object.entries(PAYS).map(([symbol, pays]) => [symbol, ...pays.slice(2)]),
    },
    {
      caption: {
        en: 'Golden Bamboo (BAMBOO): its pay in credits and the free games it awards',
        'zh-TW': '金竹（BAMBOO）：其點數獎金及所獲免費遊戲',
        'zh-CN': '金竹（BAMBOO）：其点数奖金及所获免费游戏',
        'de-CH': 'Goldbambus (BAMBOO): sein Gewinn in Credits und die Freispiele, die er bringt',
      },
      head: {
        en: ['BAMBOO in view', 'Credits', 'Free games (paid spin)', 'Free games added (in free games)'],
        'zh-TW': ['畫面中的BAMBOO', '點數', '免費遊戲（付費旋轉）', '增加的免費遊戲（免費遊戲中）'],
        'zh-CN': ['画面中的BAMBOO', '点数', '免费游戏（付费旋转）', '增加的免费游戏（免费游戏中）'],
        'de-CH': ['BAMBOO im Bild', 'Credits', 'Freispiele (bezahlter Spin)', 'zusätzliche Freispiele (in Freispielen)'],
      },
      rows: [3, 4, 5].map((count) => [count, SCATTER_PAYS[count - 1] as number, FREE_GAMES[count] as number, RETRIGGER_GAMES]),
    },
    stripTable(BASE_REELS, {
      en: 'Strips of the paid spin',
      'zh-TW': '付費旋轉的滾輪帶',
      'zh-CN': '付费旋转的转轮带',
      'de-CH': 'Streifen des bezahlten Spins',
    }),
    stripTable(FREE_REELS, {
      en: 'Strips of the free games',
      'zh-TW': '免費遊戲的滾輪帶',
      'zh-CN': '免费游戏的转轮带',
      'de-CH': 'Streifen der Freispiele',
    }),
  ],
};
