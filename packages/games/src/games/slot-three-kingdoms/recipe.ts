import type { GameRecipe, Localized, RecipeTable } from '../../engine/recipe.js';
import type { ReelSet } from '../../families/slot/reels.js';
import { BASE_REELS, CREDITS_PER_BET, EXPIRY_KINGDOM, FREE_REELS, KINGDOM_IDS, KINGDOMS, MAX_WIN, OATH_PAY, PAYS, ROWS, SCATTER_PAYS, type Kingdom } from './math.js';

const KINGDOM_NAMES: Localized<Record<Kingdom, string>> = {
  en: { wei: 'Wei', shu: 'Shu', wu: 'Wu' },
  'zh-TW': { wei: '魏', shu: '蜀', wu: '吳' },
  'zh-CN': { wei: '魏', shu: '蜀', wu: '吴' },
  'de-CH': { wei: 'Wei', shu: 'Shu', wu: 'Wu' },
};

/** A reel set's strips, position by position (a reel shorter than the longest leaves its last cells empty). */
function stripsTable(set: ReelSet, caption: Localized): RecipeTable {
  const longest = Math.max(...set.strips.map((strip) => strip.length));
  const lengths = set.strips.map((strip) => strip.length).join(', ');
  const reels = (word: string) => set.strips.map((_, reel) => `${word} ${reel + 1}`);
  return {
    caption: {
      en: `${caption.en} (lengths ${lengths})`,
      'zh-TW': `${caption['zh-TW']}（長度 ${lengths}）`,
      'zh-CN': `${caption['zh-CN']}（长度 ${lengths}）`,
      'de-CH': `${caption['de-CH']} (Längen ${lengths})`,
    },
    head: {
      en: ['Position', ...reels('Reel')],
      'zh-TW': ['位置', ...reels('滾輪')],
      'zh-CN': ['位置', ...reels('转轴')],
      'de-CH': ['Position', ...reels('Walze')],
    },
    rows: Array.from({ length: longest }, (_, position) => [position, ...set.strips.map((strip) => strip[position] ?? '')]),
  };
}

/** 4,000 (en, zh) and 4'000 (de-CH). */
const grouped = (n: number) => n.toLocaleString('en');
const swiss = (n: number) => grouped(n).replaceAll(',', "'");
const [three, four, five] = SCATTER_PAYS.slice(2) as [number, number, number];
const CAP = MAX_WIN * CREDITS_PER_BET;
const rows = ROWS.join(', ');
const rowsZh = ROWS.join('、');

const scatterRows = SCATTER_PAYS.flatMap((pay, index) => (pay > 0 ? [['SCATTER', index + 1, pay]] : []));

export const recipe: GameRecipe = {
  steps: {
    en: [
      `The paid spin reads 5 numbers: for reels 1 to 5 in order, stop = below(length of that reel’s strip in the base reels). A reel shows its strip from position stop downwards, wrapping round to position 0 after the last: ${rows} rows on reels 1 to 5.`,
      'Ways: for each symbol of the pay table, a reel matches on every row that shows the symbol or WILD (the Imperial Seal stands for every symbol but SCATTER). Count the reels that match in a row from reel 1; with 3 or more, the symbol pays its table value for that many reels times the ways, the product of the matching rows of those reels. All symbols’ pays add up. Amounts are credits, hundredths of the total bet.',
      `SCATTER (the Command Tally) pays anywhere in view: 3 pay ${grouped(three)} credits, 4 pay ${grouped(four)}, 5 pay ${grouped(five)}. In the paid spin only, LIUBEI, GUANYU and ZHANGFEI each in view at least once (WILD does not count) pay the Peach Garden Oath, ${OATH_PAY} credits.`,
      `With 3 or more SCATTER in the paid spin, the round waits for the player to choose a kingdom (no number is read for it); without a choice within 24 hours, ${KINGDOM_NAMES.en[EXPIRY_KINGDOM]} is chosen. Only then are the free games drawn, one after the other, on that kingdom’s free-game reels: each reads 5 numbers as the paid spin does, and pays as the paid spin does without the oath, times the kingdom’s multiplier. 3 or more SCATTER in a free game add the kingdom’s number of free games again. They are played until none is left.`,
      `The round’s win is the paid spin’s credits plus each free game’s credits times the multiplier. As soon as it reaches ${grouped(CAP)} credits (${grouped(MAX_WIN)}x the total bet) the round ends there and pays ${grouped(CAP)} credits; the free games left are forfeited. The payout is the total bet times the credits divided by 100, rounded down to the currency’s smallest unit.`,
    ],
    'zh-TW': [
      `付費旋轉讀取 5 個數：第 1 至第 5 個滾輪依序取停點 = below(主遊戲滾輪中該輪捲帶的長度)。滾輪從捲帶的停點位置往下顯示，到最後一格後回到位置 0：第 1 至第 5 個滾輪分別顯示 ${rowsZh} 列。`,
      '路數：對派彩表中的每個圖案，滾輪上每一列顯示該圖案或 WILD（傳國玉璽，可替代 SCATTER 以外的所有圖案）即為相符。從第 1 個滾輪起計算連續相符的滾輪數；達 3 個或以上時，該圖案支付派彩表中該輪數的數值乘以路數，即這些滾輪相符列數的乘積。各圖案的派彩相加。金額以點數計，1 點為總投注的百分之一。',
      `SCATTER（兵符）在畫面任何位置均派彩：3 個 ${grouped(three)} 點，4 個 ${grouped(four)} 點，5 個 ${grouped(five)} 點。僅在付費旋轉中，LIUBEI、GUANYU、ZHANGFEI 各至少出現一次（WILD 不計）時，支付桃園結義獎金 ${OATH_PAY} 點。`,
      `付費旋轉出現 3 個或以上 SCATTER 時，牌局等待玩家選擇國家（選擇不讀取任何數）；24 小時內未選擇則選${KINGDOM_NAMES['zh-TW'][EXPIRY_KINGDOM]}。之後才在該國的免費遊戲滾輪上依序抽出免費遊戲：每局如付費旋轉般讀取 5 個數，並如付費旋轉般派彩（不含桃園結義），再乘以該國的倍數。免費遊戲中出現 3 個或以上 SCATTER，再獲得該國的免費遊戲次數。免費遊戲一直進行至全部玩完。`,
      `整局獎金為付費旋轉的點數加上每局免費遊戲的點數乘以倍數。一旦達到 ${grouped(CAP)} 點（總投注的 ${grouped(MAX_WIN)} 倍），牌局即結束並支付 ${grouped(CAP)} 點，剩餘免費遊戲作廢。派彩為總投注乘以點數再除以 100，無條件捨去至幣別最小單位。`,
    ],
    'zh-CN': [
      `付费旋转读取 5 个数：第 1 至第 5 个转轴依次取停点 = below(基础游戏转轴中该轴卷带的长度)。转轴从卷带的停点位置往下显示，到最后一格后回到位置 0：第 1 至第 5 个转轴分别显示 ${rowsZh} 行。`,
      '路数：对派彩表中的每个图案，转轴上每一行显示该图案或 WILD（传国玉玺，可替代 SCATTER 以外的所有图案）即为相符。从第 1 个转轴起计算连续相符的转轴数；达 3 个或以上时，该图案支付派彩表中该轴数的数值乘以路数，即这些转轴相符行数的乘积。各图案的奖金相加。金额以点数计，1 点为总投注的百分之一。',
      `SCATTER（兵符）在画面任何位置均派彩：3 个 ${grouped(three)} 点，4 个 ${grouped(four)} 点，5 个 ${grouped(five)} 点。仅在付费旋转中，LIUBEI、GUANYU、ZHANGFEI 各至少出现一次（WILD 不计）时，支付桃园结义奖金 ${OATH_PAY} 点。`,
      `付费旋转出现 3 个或以上 SCATTER 时，牌局等待玩家选择国家（选择不读取任何数）；24 小时内未选择则选${KINGDOM_NAMES['zh-CN'][EXPIRY_KINGDOM]}。之后才在该国的免费游戏转轴上依次抽出免费游戏：每局如付费旋转般读取 5 个数，并如付费旋转般派彩（不含桃园结义），再乘以该国的倍数。免费游戏中出现 3 个或以上 SCATTER，再获得该国的免费游戏次数。免费游戏一直进行至全部玩完。`,
      `整局奖金为付费旋转的点数加上每局免费游戏的点数乘以倍数。一旦达到 ${grouped(CAP)} 点（总投注的 ${grouped(MAX_WIN)} 倍），牌局即结束并支付 ${grouped(CAP)} 点，剩余免费游戏作废。派彩为总投注乘以点数再除以 100，向下取整至币种最小单位。`,
    ],
    'de-CH': [
      `Der bezahlte Dreh liest 5 Zahlen: für die Walzen 1 bis 5 der Reihe nach Stopp = below(Länge des Bandes dieser Walze im Grundspiel). Eine Walze zeigt ihr Band ab der Position Stopp abwärts, nach der letzten Position wieder ab Position 0: ${rows} Reihen auf den Walzen 1 bis 5.`,
      'Wege: Für jedes Symbol der Gewinntabelle passt eine Walze auf jeder Reihe, die das Symbol oder WILD zeigt (das Kaisersiegel ersetzt jedes Symbol ausser SCATTER). Zählen Sie die Walzen, die ab Walze 1 ohne Lücke passen; ab 3 zahlt das Symbol seinen Tabellenwert für so viele Walzen mal die Wege, das Produkt der passenden Reihen dieser Walzen. Die Gewinne aller Symbole werden addiert. Beträge sind Credits, Hundertstel des Gesamteinsatzes.',
      `SCATTER (das Kommandotäfelchen) zahlt überall im Bild: 3 zahlen ${swiss(three)} Credits, 4 zahlen ${swiss(four)}, 5 zahlen ${swiss(five)}. Nur im bezahlten Dreh zahlen LIUBEI, GUANYU und ZHANGFEI, jeder mindestens einmal im Bild (WILD zählt nicht), den Schwur im Pfirsichgarten: ${OATH_PAY} Credits.`,
      `Mit 3 oder mehr SCATTER im bezahlten Dreh wartet die Runde, bis der Spieler ein Reich wählt (dafür wird keine Zahl gelesen); ohne Wahl innert 24 Stunden wird ${KINGDOM_NAMES['de-CH'][EXPIRY_KINGDOM]} gewählt. Erst dann werden die Freispiele gezogen, eines nach dem anderen, auf den Freispielwalzen dieses Reichs: Jedes liest 5 Zahlen wie der bezahlte Dreh und zahlt wie dieser, ohne den Schwur, mal dem Multiplikator des Reichs. 3 oder mehr SCATTER in einem Freispiel bringen nochmals so viele Freispiele, wie das Reich gibt. Sie werden gespielt, bis keines mehr übrig ist.`,
      `Der Gewinn der Runde sind die Credits des bezahlten Drehs plus die Credits jedes Freispiels mal dem Multiplikator. Sobald er ${swiss(CAP)} Credits erreicht (das ${swiss(MAX_WIN)}-Fache des Gesamteinsatzes), endet die Runde dort und zahlt ${swiss(CAP)} Credits; die übrigen Freispiele verfallen. Die Auszahlung ist der Gesamteinsatz mal die Credits geteilt durch 100, abgerundet auf die kleinste Einheit der Währung.`,
    ],
  },
  tables: [
    {
      caption: {
        en: 'Pays per way, in credits (hundredths of the total bet)',
        'zh-TW': '每種路數的派彩（點數，總投注的百分之一）',
        'zh-CN': '每种路数的派彩（点数，总投注的百分之一）',
        'de-CH': 'Gewinn pro Weg, in Credits (Hundertstel des Gesamteinsatzes)',
      },
      head: {
        en: ['Symbol', '3 reels', '4 reels', '5 reels'],
        'zh-TW': ['圖案', '3 個滾輪', '4 個滾輪', '5 個滾輪'],
        'zh-CN': ['图案', '3 个转轴', '4 个转轴', '5 个转轴'],
        'de-CH': ['Symbol', '3 Walzen', '4 Walzen', '5 Walzen'],
      },
      rows: Object.entries(PAYS).map(([symbol, pays]) => [symbol, ...pays.slice(2)]),
    },
    {
      caption: {
        en: 'Pays anywhere in view, in credits (the oath in the paid spin only)',
        'zh-TW': '畫面任何位置的派彩（點數；桃園結義僅限付費旋轉）',
        'zh-CN': '画面任何位置的派彩（点数；桃园结义仅限付费旋转）',
        'de-CH': 'Gewinne überall im Bild, in Credits (der Schwur nur im bezahlten Dreh)',
      },
      head: {
        en: ['Symbols', 'Count', 'Credits'],
        'zh-TW': ['圖案', '個數', '點數'],
        'zh-CN': ['图案', '个数', '点数'],
        'de-CH': ['Symbole', 'Anzahl', 'Credits'],
      },
      rows: [...scatterRows, ['LIUBEI + GUANYU + ZHANGFEI', 3, OATH_PAY]],
    },
    {
      caption: {
        en: 'Kingdoms: free games per award and their multiplier',
        'zh-TW': '國家：每次獲得的免費遊戲次數及倍數',
        'zh-CN': '国家：每次获得的免费游戏次数及倍数',
        'de-CH': 'Reiche: Freispiele pro Vergabe und ihr Multiplikator',
      },
      head: {
        en: ['Kingdom', 'Free games', 'Multiplier'],
        'zh-TW': ['國家', '免費遊戲', '倍數'],
        'zh-CN': ['国家', '免费游戏', '倍数'],
        'de-CH': ['Reich', 'Freispiele', 'Multiplikator'],
      },
      rows: KINGDOM_IDS.map((kingdom) => [kingdom, KINGDOMS[kingdom].games, KINGDOMS[kingdom].multiplier]),
    },
    stripsTable(BASE_REELS, {
      en: 'Base reels: the strips, position by position',
      'zh-TW': '主遊戲滾輪：逐格列出的捲帶',
      'zh-CN': '基础游戏转轴：逐格列出的卷带',
      'de-CH': 'Walzen des Grundspiels: die Bänder, Position für Position',
    }),
    ...KINGDOM_IDS.map((kingdom) =>
      stripsTable(FREE_REELS[kingdom], {
        en: `Free-game reels of ${KINGDOM_NAMES.en[kingdom]} (${kingdom}): the strips, position by position`,
        'zh-TW': `${KINGDOM_NAMES['zh-TW'][kingdom]}（${kingdom}）的免費遊戲滾輪：逐格列出的捲帶`,
        'zh-CN': `${KINGDOM_NAMES['zh-CN'][kingdom]}（${kingdom}）的免费游戏转轴：逐格列出的卷带`,
        'de-CH': `Freispielwalzen von ${KINGDOM_NAMES['de-CH'][kingdom]} (${kingdom}): die Bänder, Position für Position`,
      }),
    ),
  ],
};
