import type { GameRecipe, Localized, RecipeTable } from '../../engine/recipe.js';
import {
  BLAST_MIN,
  CREDITS_PER_BET,
  LINES,
  MATH,
  MAX_WIN,
  NUGGET_VALUES,
  PAYING,
  PAYS,
  REELS,
  ROCKS,
  START_PICKS,
} from './math.js';

const lengths = REELS.strips.map((strip) => strip.length).join(', ');
const cap = MAX_WIN * CREDITS_PER_BET;
/** 1,000 (en, zh) and 1'000 (de-CH), whatever the runtime's locale data. */
const thousands = (value: number, separator: string): string => String(value).replace(/\B(?=(\d{3})+$)/g, separator);
const blastMax = BLAST_MIN + MATH.blastCountWeights.length - 1;

const steps: Localized<readonly string[]> = {
  en: [
    `The round reads the stream's floats in this order. First one stop per reel, reels 1 to 5: stop = below(length of the reel's strip) (${lengths}). Reel i shows its strip's symbols at stop, stop + 1 and stop + 2 (going on from the strip's start after its end), rows 1 to 3, top to bottom. The positions are numbered 0 to 14 reel by reel from reel 1, each reel top to bottom (reel 1: 0, 1, 2; reel 2: 3, 4, 5; …).`,
    `Dynamite Blast: the next float is below(${MATH.blastOneIn}); 0 throws the dynamite, anything else does not. With the dynamite, the blast takes ${BLAST_MIN} + weighted(blast weights) positions (${BLAST_MIN} to ${blastMax}). List the positions that show neither CART nor TNT, in ascending order; for i = 0 up to that count - 1, j = i + below(length of the list - i) and entries i and j of the list swap places. The first entries, as many as the blast takes, now show TNT.`,
    `Line wins, on the 20 lines of the line table: a line's symbol is the first one from reel 1 that is not TNT (TNT stands in for every symbol but CART); its run is the number of reels from reel 1 in a row whose position on the line shows that symbol or TNT. A run of 3, 4 or 5 pays the pay table's credits for that many; a line of TNT only, or whose symbol is CART, pays nothing. The lines' wins add up. A credit is a line bet, 1/${CREDITS_PER_BET} of the total bet.`,
    `Mine Cart Bonus: it starts when reels 1, 3 and 5 each show a CART; otherwise the round is over and pays its line wins. The rock face is read at once: lanterns = weighted(lantern weights), then Mother Lodes = weighted(Mother Lode weights), then for each of the other ${ROCKS} - lanterns - Mother Lodes rocks a nugget whose worth is read with weighted(nugget weights). List them in that order (the lanterns, the Mother Lodes, the nuggets as read) and shuffle the whole list: for i = 0 to ${ROCKS - 1}, j = i + below(${ROCKS} - i) and entries i and j swap places. Rock r (0 to ${ROCKS - 1}) holds entry r.`,
    `The picks read no floats. The bonus starts with ${START_PICKS} picks; a pick breaks a rock the player chooses (one not yet broken; after 24 hours, the lowest-numbered one left) and uses up one pick. A LANTERN gives that pick back and 1 more; a LODE adds 1 to the multiplier, which starts at x1; a nugget adds its worth (x the total bet). The bonus ends when no picks remain. Which rock holds what is decided before the first pick, so the order of the picks changes which rocks are broken, never the chances of what they hold.`,
    `The round wins its line wins plus, after the bonus, ${CREDITS_PER_BET} credits x the nuggets found x the multiplier. The win is at most ${thousands(cap, ',')} credits (${thousands(MAX_WIN, ',')}x the total bet): the bonus ends at the pick that reaches it. The payout is floor(total bet x credits / ${CREDITS_PER_BET}) in the currency's minor units.`,
  ],
  'zh-TW': [
    `本局依序讀取亂數流的浮點數。首先每個滾輪一個停止位置，第1至第5個滾輪依序為：stop = below(該滾輪輪帶長度)（${lengths}）。第i個滾輪由上而下（第1至第3列）顯示輪帶上位置 stop、stop + 1、stop + 2 的圖案（超過輪帶末端時從開頭接續）。位置編號為0至14，從第1個滾輪起逐輪編號，每輪由上而下（第1輪：0、1、2；第2輪：3、4、5；…）。`,
    `炸藥爆破：下一個浮點數為 below(${MATH.blastOneIn})；0表示丟出炸藥，其他數值則沒有。丟出炸藥時，爆破的位置數為 ${BLAST_MIN} + weighted(爆破權重)（${BLAST_MIN}至${blastMax}個）。將既不顯示 CART 也不顯示 TNT 的位置依編號由小到大列出；i 從0到該位置數 - 1，j = i + below(清單長度 - i)，清單的第i項與第j項互換。清單前面與爆破位置數相同的項目改為顯示 TNT。`,
    `連線派彩，依連線表的20條連線：連線的圖案是從第1個滾輪起第一個不是 TNT 的圖案（TNT 可替代 CART 以外的所有圖案）；其連續長度是從第1個滾輪起，該連線位置顯示此圖案或 TNT 的連續滾輪數。連續長度為3、4或5時，派彩為派彩表中該數量的點數；全為 TNT 的連線，或圖案為 CART 的連線，沒有派彩。各連線的派彩相加。一點為一個單線投注，即總投注的1/${CREDITS_PER_BET}。`,
    `礦車獎勵：第1、3、5個滾輪各顯示一個 CART 時觸發；否則本局結束，支付連線派彩。岩石的內容一次讀取：礦燈數 = weighted(礦燈權重)，接著主礦脈數 = weighted(主礦脈權重)，然後其餘 ${ROCKS} - 礦燈數 - 主礦脈數 塊岩石各為一個金塊，其價值以 weighted(金塊權重) 讀取。依此順序列出（礦燈、主礦脈、依讀取順序的金塊），並將整個清單洗牌：i 從0到${ROCKS - 1}，j = i + below(${ROCKS} - i)，第i項與第j項互換。第r塊岩石（0至${ROCKS - 1}）的內容為清單第r項。`,
    `選擇岩石不讀取浮點數。獎勵開始時有${START_PICKS}次選擇機會；每次選擇敲開玩家指定的一塊尚未敲開的岩石（24小時後則為剩餘編號最小的岩石），並用掉一次機會。LANTERN（礦燈）退還這次機會並再給1次；LODE（主礦脈）使倍數加1，倍數從x1開始；金塊加上其價值（總投注的倍數）。沒有剩餘選擇機會時獎勵結束。每塊岩石的內容在第一次選擇前已經決定，因此選擇的順序只改變敲開哪些岩石，不會改變其內容的機率。`,
    `本局贏得連線派彩，獎勵結束後再加上 ${CREDITS_PER_BET}點 x 找到的金塊價值總和 x 倍數。派彩最高為${thousands(cap, ',')}點（總投注的${thousands(MAX_WIN, ',')}倍）：達到上限的那次選擇後獎勵即結束。支付金額為 floor(總投注 x 點數 / ${CREDITS_PER_BET})，以貨幣最小單位計。`,
  ],
  'zh-CN': [
    `本局依次读取随机数流的浮点数。首先每个转轴一个停止位置，第1至第5个转轴依次为：stop = below(该转轴轮带长度)（${lengths}）。第i个转轴由上而下（第1至第3行）显示轮带上位置 stop、stop + 1、stop + 2 的图案（超过轮带末端时从开头接续）。位置编号为0至14，从第1个转轴起逐轴编号，每轴由上而下（第1轴：0、1、2；第2轴：3、4、5；…）。`,
    `炸药爆破：下一个浮点数为 below(${MATH.blastOneIn})；0表示扔出炸药，其他数值则没有。扔出炸药时，爆破的位置数为 ${BLAST_MIN} + weighted(爆破权重)（${BLAST_MIN}至${blastMax}个）。将既不显示 CART 也不显示 TNT 的位置按编号从小到大列出；i 从0到该位置数 - 1，j = i + below(列表长度 - i)，列表的第i项与第j项互换。列表前面与爆破位置数相同的项目改为显示 TNT。`,
    `赔付线奖金，按赔付线表的20条赔付线：赔付线的图案是从第1个转轴起第一个不是 TNT 的图案（TNT 可替代 CART 以外的所有图案）；其连续长度是从第1个转轴起，该赔付线位置显示此图案或 TNT 的连续转轴数。连续长度为3、4或5时，奖金为派彩表中该数量的点数；全为 TNT 的赔付线，或图案为 CART 的赔付线，没有奖金。各赔付线的奖金相加。一点为一个线注，即总投注的1/${CREDITS_PER_BET}。`,
    `矿车奖励：第1、3、5个转轴各显示一个 CART 时触发；否则本局结束，支付赔付线奖金。岩石的内容一次读取：矿灯数 = weighted(矿灯权重)，接着主矿脉数 = weighted(主矿脉权重)，然后其余 ${ROCKS} - 矿灯数 - 主矿脉数 块岩石各为一个金块，其价值以 weighted(金块权重) 读取。按此顺序列出（矿灯、主矿脉、按读取顺序的金块），并将整个列表洗牌：i 从0到${ROCKS - 1}，j = i + below(${ROCKS} - i)，第i项与第j项互换。第r块岩石（0至${ROCKS - 1}）的内容为列表第r项。`,
    `挑选岩石不读取浮点数。奖励开始时有${START_PICKS}次挑选机会；每次挑选敲开玩家指定的一块尚未敲开的岩石（24小时后则为剩余编号最小的岩石），并用掉一次机会。LANTERN（矿灯）退还这次机会并再给1次；LODE（主矿脉）使倍数加1，倍数从x1开始；金块加上其价值（总投注的倍数）。没有剩余挑选机会时奖励结束。每块岩石的内容在第一次挑选前已经确定，因此挑选的顺序只改变敲开哪些岩石，不会改变其内容的概率。`,
    `本局赢得赔付线奖金，奖励结束后再加上 ${CREDITS_PER_BET}点 x 找到的金块价值总和 x 倍数。奖金最高为${thousands(cap, ',')}点（总投注的${thousands(MAX_WIN, ',')}倍）：达到上限的那次挑选后奖励即结束。支付金额为 floor(总投注 x 点数 / ${CREDITS_PER_BET})，以货币最小单位计。`,
  ],
  'de-CH': [
    `Die Runde liest die Gleitkommazahlen des Stroms in dieser Reihenfolge. Zuerst einen Stopp je Walze, Walze 1 bis 5: stop = below(Länge des Walzenstreifens) (${lengths}). Walze i zeigt von oben nach unten (Reihen 1 bis 3) die Symbole ihres Streifens an stop, stop + 1 und stop + 2 (nach dem Ende geht es am Anfang des Streifens weiter). Die Positionen sind von 0 bis 14 nummeriert, Walze für Walze ab Walze 1, jede von oben nach unten (Walze 1: 0, 1, 2; Walze 2: 3, 4, 5; …).`,
    `Dynamit-Sprengung: Die nächste Zahl ist below(${MATH.blastOneIn}); 0 wirft das Dynamit, jeder andere Wert nicht. Mit Dynamit nimmt die Sprengung ${BLAST_MIN} + weighted(Sprenggewichte) Positionen (${BLAST_MIN} bis ${blastMax}). Man listet die Positionen, die weder CART noch TNT zeigen, aufsteigend; für i = 0 bis zu dieser Anzahl - 1 ist j = i + below(Länge der Liste - i), und die Einträge i und j tauschen die Plätze. Die ersten Einträge, so viele wie die Sprengung nimmt, zeigen nun TNT.`,
    `Liniengewinne auf den 20 Linien der Linientabelle: Das Symbol einer Linie ist das erste ab Walze 1, das nicht TNT ist (TNT ersetzt jedes Symbol ausser CART); seine Kette ist die Zahl der Walzen ab Walze 1 ohne Unterbruch, deren Position auf der Linie dieses Symbol oder TNT zeigt. Eine Kette von 3, 4 oder 5 zahlt die Credits der Gewinntabelle für diese Anzahl; eine Linie nur aus TNT oder mit dem Symbol CART zahlt nichts. Die Gewinne der Linien werden addiert. Ein Credit ist ein Linieneinsatz, 1/${CREDITS_PER_BET} des Gesamteinsatzes.`,
    `Lorenbonus: Er beginnt, wenn die Walzen 1, 3 und 5 je ein CART zeigen; sonst ist die Runde vorbei und zahlt ihre Liniengewinne. Die Felswand wird auf einmal gelesen: Laternen = weighted(Laternengewichte), dann Hauptadern = weighted(Hauptadergewichte), dann für jeden der übrigen ${ROCKS} - Laternen - Hauptadern Felsen ein Nugget, dessen Wert mit weighted(Nuggetgewichte) gelesen wird. Man listet sie in dieser Reihenfolge (die Laternen, die Hauptadern, die Nuggets wie gelesen) und mischt die ganze Liste: für i = 0 bis ${ROCKS - 1} ist j = i + below(${ROCKS} - i), und die Einträge i und j tauschen die Plätze. Fels r (0 bis ${ROCKS - 1}) enthält Eintrag r.`,
    `Die Auswahlen lesen keine Zahlen. Der Bonus beginnt mit ${START_PICKS} Auswahlen; eine Auswahl sprengt einen Fels, den der Spieler wählt (einen noch ganzen; nach 24 Stunden den niedrigsten übrigen), und verbraucht eine Auswahl. Eine LANTERN (Laterne) gibt diese Auswahl zurück und 1 weitere; eine LODE (Hauptader) erhöht den Multiplikator, der bei x1 beginnt, um 1; ein Nugget zählt seinen Wert (x der Gesamteinsatz) dazu. Der Bonus endet, wenn keine Auswahl mehr bleibt. Welcher Fels was enthält, steht vor der ersten Auswahl fest: Die Reihenfolge der Auswahlen ändert, welche Felsen gesprengt werden, nie die Chancen dessen, was sie enthalten.`,
    `Die Runde gewinnt ihre Liniengewinne und nach dem Bonus ${CREDITS_PER_BET} Credits x die gefundenen Nuggets x den Multiplikator. Der Gewinn ist höchstens ${thousands(cap, "'")} Credits (${thousands(MAX_WIN, "'")}x der Gesamteinsatz): Der Bonus endet mit der Auswahl, die ihn erreicht. Ausbezahlt wird floor(Gesamteinsatz x Credits / ${CREDITS_PER_BET}) in der kleinsten Einheit der Währung.`,
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
    en: `Pay table (credits per line; ${CREDITS_PER_BET} credits = the total bet)`,
    'zh-TW': `派彩表（每條連線的點數；${CREDITS_PER_BET}點 = 總投注）`,
    'zh-CN': `派彩表（每条赔付线的点数；${CREDITS_PER_BET}点 = 总投注）`,
    'de-CH': `Gewinntabelle (Credits je Linie; ${CREDITS_PER_BET} Credits = der Gesamteinsatz)`,
  },
  head: {
    en: ['Symbol', '3 of a kind', '4 of a kind', '5 of a kind'],
    'zh-TW': ['圖案', '3個', '4個', '5個'],
    'zh-CN': ['图案', '3个', '4个', '5个'],
    'de-CH': ['Symbol', '3 gleiche', '4 gleiche', '5 gleiche'],
  },
  rows: PAYING.map((symbol) => [symbol, ...(PAYS[symbol] ?? []).slice(2)]),
};

const lines: RecipeTable = {
  caption: {
    en: 'Lines (the row on reels 1 to 5; row 1 = the top, at stop)',
    'zh-TW': '連線（第1至5個滾輪所在列；第1列 = 最上列，即 stop）',
    'zh-CN': '赔付线（第1至5个转轴所在行；第1行 = 最上行，即 stop）',
    'de-CH': 'Linien (die Reihe auf Walze 1 bis 5; Reihe 1 = oben, bei stop)',
  },
  head: {
    en: ['Line', 'Reel 1', 'Reel 2', 'Reel 3', 'Reel 4', 'Reel 5'],
    'zh-TW': ['連線', '第1輪', '第2輪', '第3輪', '第4輪', '第5輪'],
    'zh-CN': ['赔付线', '第1轴', '第2轴', '第3轴', '第4轴', '第5轴'],
    'de-CH': ['Linie', 'Walze 1', 'Walze 2', 'Walze 3', 'Walze 4', 'Walze 5'],
  },
  rows: LINES.map((rows, index) => [index + 1, ...rows.map((row) => row + 1)]),
};

const weightHead: Localized<readonly string[]> = {
  en: ['Index', 'Value', 'Weight'],
  'zh-TW': ['索引', '數值', '權重'],
  'zh-CN': ['索引', '数值', '权重'],
  'de-CH': ['Index', 'Wert', 'Gewicht'],
};

const blast: RecipeTable = {
  caption: {
    en: 'Blast weights (value: positions turned into TNT)',
    'zh-TW': '爆破權重（數值：變成 TNT 的位置數）',
    'zh-CN': '爆破权重（数值：变成 TNT 的位置数）',
    'de-CH': 'Sprenggewichte (Wert: Positionen, die zu TNT werden)',
  },
  head: weightHead,
  rows: MATH.blastCountWeights.map((weight, index) => [index, BLAST_MIN + index, weight]),
};

const lanterns: RecipeTable = {
  caption: {
    en: 'Lantern weights (value: LANTERN rocks)',
    'zh-TW': '礦燈權重（數值：LANTERN 岩石數）',
    'zh-CN': '矿灯权重（数值：LANTERN 岩石数）',
    'de-CH': 'Laternengewichte (Wert: Felsen mit LANTERN)',
  },
  head: weightHead,
  rows: MATH.lanternWeights.map((weight, index) => [index, index, weight]),
};

const lodes: RecipeTable = {
  caption: {
    en: 'Mother Lode weights (value: LODE rocks)',
    'zh-TW': '主礦脈權重（數值：LODE 岩石數）',
    'zh-CN': '主矿脉权重（数值：LODE 岩石数）',
    'de-CH': 'Hauptadergewichte (Wert: Felsen mit LODE)',
  },
  head: weightHead,
  rows: MATH.lodeWeights.map((weight, index) => [index, index, weight]),
};

const nuggets: RecipeTable = {
  caption: {
    en: 'Nugget weights (value: the nugget\'s worth, x the total bet)',
    'zh-TW': '金塊權重（數值：金塊價值，總投注的倍數）',
    'zh-CN': '金块权重（数值：金块价值，总投注的倍数）',
    'de-CH': 'Nuggetgewichte (Wert: der Wert des Nuggets, x der Gesamteinsatz)',
  },
  head: weightHead,
  rows: MATH.nuggetWeights.map((weight, index) => [index, NUGGET_VALUES[index] as number, weight]),
};

export const recipe: GameRecipe = { steps, tables: [strips, pays, lines, blast, lanterns, lodes, nuggets] };
