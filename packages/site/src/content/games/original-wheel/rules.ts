import { MULTIPLIER_SCALE, WHEEL_RISKS } from '@ky-wallet/games/contract';
import { WHEEL_SEGMENT_COUNT, WHEEL_SEGMENTS } from '@ky-wallet/games/fair';
import type { GameRules } from '../../types.ts';

/**
 * Every segment's multiplier on the Low, Medium and High wheels, one row per segment: made from
 * the game server's own table, not retyped, so that a spin's payout can be verified from the page.
 */
function segmentRows(times: string): string[][] {
  return Array.from({ length: WHEEL_SEGMENT_COUNT }, (_, segment) => [
    String(segment),
    ...WHEEL_RISKS.map((risk) => `${(WHEEL_SEGMENTS[risk][segment] ?? 0) / MULTIPLIER_SCALE}${times}`),
  ]);
}

export const rules: GameRules = {
  en: {
    title: 'Lucky Wheel: game rules',
    intro:
      'Lucky Wheel is a single-player wheel of fortune with 50 equal segments. You choose how much risk you want before each spin: the Low, Medium and High wheels carry different multipliers, but all three return the same on average. The segment under the pointer when the wheel stops decides the win.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          'Choose your bet with the bet field, the ½ and 2× buttons, or Min and Max, from 0.10 to 200.00 per spin in your account currency. The operator may set a narrower range; the range in force is shown in the game.',
          'Choose the risk level: Low, Medium (the default) or High. The wheel changes colour and layout to show the segments of the chosen level. The risk level can only be changed between spins.',
          'Press Spin to place the bet; it is deducted from your balance when the spin starts.',
        ],
      },
      {
        heading: 'How a spin is resolved',
        list: [
          'When the bet is accepted, the random number generator (RNG) selects one of the 50 segments. Every segment has the same chance, 1 in 50, to within one part in 85 million (the 4,294,967,296 numbers an HMAC gives do not split into exactly 50 equal shares).',
          'The wheel spins and slows down so that the pointer at the top stops on the selected segment. The animation only shows the result; it does not decide it.',
          'You win your bet times the multiplier of that segment, rounded down to the smallest unit of the currency. Each multiplier has its own colour, listed in the table of segments beside the wheel; the centre of the wheel shows the multiplier you landed on. A 0x segment pays nothing.',
          'The order of the segments around the wheel is fixed for each risk level, shown in the game and listed segment by segment below; it has no effect on the odds, which depend only on how many segments carry each multiplier.',
        ],
      },
      {
        heading: 'Segments and multipliers',
        paragraphs: [
          'The table shows how many of the 50 segments carry each multiplier on each wheel. The chance of a multiplier is its number of segments divided by 50.',
        ],
        table: {
          caption: 'Number of segments per multiplier (50 segments on every wheel)',
          head: ['Multiplier', 'Low', 'Medium', 'High'],
          rows: [
            ['0x', '12', '26', '46'],
            ['1.2x', '30', '-', '-'],
            ['1.5x', '8', '12', '-'],
            ['2x', '-', '8', '2'],
            ['3x', '-', '3', '-'],
            ['4x', '-', '-', '1'],
            ['5x', '-', '1', '-'],
            ['40x', '-', '-', '1'],
            ['Hit rate', '76%', '48%', '8%'],
            ['RTP', '96.00%', '96.00%', '96.00%'],
          ],
        },
      },
      {
        heading: 'The multiplier of each segment',
        paragraphs: [
          'Segments are numbered 0 to 49 clockwise, starting from segment 0, which is under the pointer when the wheel is at rest. The table gives the multiplier of every segment on each wheel: with the segment a spin computes (see Provably fair results), it tells what the spin pays.',
        ],
        table: {
          caption: 'Multiplier of each segment on the Low, Medium and High wheels',
          head: ['Segment', 'Low', 'Medium', 'High'],
          rows: segmentRows('x'),
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 96.00% on every wheel: the multipliers of the 50 segments add up to 48, and 48 divided by 50 is 96%. It is a long-term average, not a prediction for a session. Each payout is rounded down to the smallest unit of the currency, so some small bets return a little less: a 0.11 bet on a 1.5x segment pays 0.16.',
          'Hit rate: 48.00% of spins win on the Medium wheel (the default), 76.00% on Low and 8.00% on High.',
          'The maximum win is 40x the bet, on the single 40x segment of the High wheel (a chance of 1 in 50 per High spin).',
        ],
      },
      {
        heading: 'Features',
        list: [
          'On a computer, the space bar (when no field or button has the focus) or Enter in the bet form also starts a spin. Neither changes the result.',
          'Recent results: the Recent results list below the game shows your last 30 spins of this session, newest first, each with its multiplier and risk level, the win or the bet, and a link to verify it. Every spin is independent of the ones before it.',
        ],
      },
      {
        heading: 'Provably fair results',
        paragraphs: [
          'Before you spin, the game shows the SHA-256 hash of the server seed. You can choose a new client seed between spins by rotating the seed pair. Each spin uses the server seed, the client seed and a nonce that starts at 0 and counts up by one per spin.',
          'The segment is computed with HMAC-SHA256, keyed with the server seed (its 64 hexadecimal characters, as text), over the message client seed:nonce:0 (for example lucky:7:0). The first four bytes of the HMAC, read as an unsigned big-endian whole number, are divided by 4,294,967,296, multiplied by 50 and rounded down. The result, from 0 to 49, is the segment, counted clockwise from segment 0, which is under the pointer when the wheel is at rest; its multiplier on the wheel you played is in the table under The multiplier of each segment. When you rotate the seed pair, the old server seed is revealed, so that you can check it against its hash and recompute every earlier spin, by hand or on the verification page.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'The segment is selected on the server as soon as the bet is accepted. If the connection drops during a spin, the spin is completed on the server and any win is credited to your balance; the result is shown in your history when you reconnect.',
          'If the bet was not accepted before the connection dropped, no spin took place and your balance is unchanged.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '幸运转盘：游戏规则',
    intro:
      '幸运转盘是一款单人命运转盘游戏，转盘上有50个大小相同的格子。每次转动前您可选择风险等级：低、中、高三种转盘的倍数不同，但平均返还相同。转盘停下时指针所指的格子决定奖金。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '可通过投注输入框、½和2×按钮，或“最小”“最大”按钮设定投注额，每次转动0.10至200.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。',
          '选择风险等级：低、中（默认）或高。转盘会改变颜色和布局，显示所选等级的格子。风险等级只能在两次转动之间更改。',
          '点击“旋转”即下注，投注额在转动开始时从余额中扣除。',
        ],
      },
      {
        heading: '一次转动的结算方式',
        list: [
          '投注被受理后，随机数生成器（RNG）从50个格子中选出一个。每个格子的概率相同，均为五十分之一，误差在八千五百万分之一以内（HMAC给出的4,294,967,296个数值无法恰好均分为50份）。',
          '转盘转动并逐渐减速，使顶部的指针停在选中的格子上。动画只是展示结果，并不决定结果。',
          '您赢得投注额乘以该格子的倍数，并向下取整至该币种的最小单位。每种倍数各有一种颜色，见转盘旁的格数表；转盘中心显示本次转到的倍数。0倍格子没有奖金。',
          '每个风险等级的格子排列顺序固定，显示在游戏中，并在下文逐格列出；排列顺序不影响概率，概率只取决于各倍数所占的格子数。',
        ],
      },
      {
        heading: '格子与倍数',
        paragraphs: [
          '下表列出每种转盘的50个格子中各倍数所占的格子数。某倍数出现的概率等于其格子数除以50。',
        ],
        table: {
          caption: '各倍数的格子数（每种转盘均为50格）',
          head: ['倍数', '低', '中', '高'],
          rows: [
            ['0倍', '12', '26', '46'],
            ['1.2倍', '30', '-', '-'],
            ['1.5倍', '8', '12', '-'],
            ['2倍', '-', '8', '2'],
            ['3倍', '-', '3', '-'],
            ['4倍', '-', '-', '1'],
            ['5倍', '-', '1', '-'],
            ['40倍', '-', '-', '1'],
            ['中奖率', '76%', '48%', '8%'],
            ['返还率', '96.00%', '96.00%', '96.00%'],
          ],
        },
      },
      {
        heading: '各格子的倍数',
        paragraphs: [
          '格子按顺时针编号为0至49，转盘静止时指针所指的格子为0号。下表列出每种转盘上每个格子的倍数：结合一次转动算出的格子编号（见“可验证公平”），即可知道该次转动的派奖。',
        ],
        table: {
          caption: '低、中、高风险转盘上各格子的倍数',
          head: ['格子', '低', '中', '高'],
          rows: segmentRows('倍'),
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '每种转盘的理论返还率（RTP）均为96.00%：50个格子的倍数之和为48，48除以50即96%。这是长期平均值，不能预测某一段游戏的结果。每次派奖都会向下取整至该币种的最小单位，因此部分较小的投注额返还会略少：例如投注0.11、转到1.5倍格子时派奖0.16。',
          '中奖率：中风险转盘（默认）48.00%的转动有奖金，低风险为76.00%，高风险为8.00%。',
          '最高奖金为投注额的40倍，来自高风险转盘上唯一的40倍格子（每次高风险转动的概率为五十分之一）。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '在电脑上，焦点不在输入框或按钮上时按空格键，或在投注表单中按Enter键，也可开始转动。两者都不会改变结果。',
          '最近结果：游戏下方的“最近结果”列表显示您本次会话最近30次转动，最新的在前，每次都列出倍数和风险等级、奖金或投注额，以及验证该次转动的链接。每次转动都与之前的转动无关。',
        ],
      },
      {
        heading: '可验证公平',
        paragraphs: [
          '转动前，游戏会显示服务器种子的SHA-256哈希值。在两次转动之间，您可以通过更换种子组来选用新的客户端种子。每次转动使用服务器种子、客户端种子以及从0开始、每次递增1的随机数（nonce）。',
          '格子用HMAC-SHA256计算：以服务器种子（其64个十六进制字符，按文本处理）为密钥，消息为“客户端种子:nonce:0”（例如lucky:7:0）。取HMAC的前四个字节，按大端序读作无符号整数，除以4,294,967,296，乘以50后向下取整。所得0至49的数即为格子编号：转盘静止时指针所指的格子为0号，按顺时针方向计数；该格子在您所玩转盘上的派奖倍数见“各格子的倍数”表。更换种子组时，旧的服务器种子会被公开，您可以用其哈希值进行核对，并手动或在验证页面上重新计算此前每一次转动的结果。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '投注一经受理，服务器即选定格子。若转动过程中网络断开，服务器会完成该次转动，奖金计入您的余额；重新连接后可在游戏记录中查看结果。',
          '若网络断开前投注尚未被受理，则没有进行转动，余额不变。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '幸運轉盤：遊戲規則',
    intro:
      '幸運轉盤是一款單人命運轉盤遊戲，轉盤上有50個大小相同的格子。每次轉動前您可選擇風險等級：低、中、高三種轉盤的倍數不同，但平均返還相同。轉盤停下時指針所指的格子決定派彩。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '可透過投注輸入欄、½與2×按鈕，或「最小」「最大」按鈕設定投注額，每次轉動0.10至200.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。',
          '選擇風險等級：低、中（預設）或高。轉盤會改變顏色與配置，顯示所選等級的格子。風險等級只能在兩次轉動之間變更。',
          '點擊「旋轉」即下注，投注額於轉動開始時從餘額中扣除。',
        ],
      },
      {
        heading: '一次轉動的結算方式',
        list: [
          '投注被受理後，隨機數產生器（RNG）從50個格子中選出一個。每個格子的機率相同，皆為五十分之一，誤差在八千五百萬分之一以內（HMAC給出的4,294,967,296個數值無法恰好均分為50份）。',
          '轉盤轉動並逐漸減速，使頂端的指針停在選中的格子上。動畫只是呈現結果，並不決定結果。',
          '您贏得投注額乘以該格子的倍數，並無條件捨去至該幣別的最小單位。每種倍數各有一種顏色，列於轉盤旁的格數表；轉盤中心會顯示本次轉到的倍數。0倍格子沒有派彩。',
          '每個風險等級的格子排列順序固定，顯示在遊戲中，並於下文逐格列出；排列順序不影響機率，機率只取決於各倍數所占的格子數。',
        ],
      },
      {
        heading: '格子與倍數',
        paragraphs: [
          '下表列出每種轉盤的50個格子中各倍數所占的格子數。某倍數出現的機率等於其格子數除以50。',
        ],
        table: {
          caption: '各倍數的格子數（每種轉盤皆為50格）',
          head: ['倍數', '低', '中', '高'],
          rows: [
            ['0倍', '12', '26', '46'],
            ['1.2倍', '30', '-', '-'],
            ['1.5倍', '8', '12', '-'],
            ['2倍', '-', '8', '2'],
            ['3倍', '-', '3', '-'],
            ['4倍', '-', '-', '1'],
            ['5倍', '-', '1', '-'],
            ['40倍', '-', '-', '1'],
            ['中獎率', '76%', '48%', '8%'],
            ['返還率', '96.00%', '96.00%', '96.00%'],
          ],
        },
      },
      {
        heading: '各格子的倍數',
        paragraphs: [
          '格子依順時針編號為0至49，轉盤靜止時指針所指的格子為0號。下表列出每種轉盤上每個格子的倍數：配合一次轉動算出的格子編號（見「可驗證公平」），即可知道該次轉動的派彩。',
        ],
        table: {
          caption: '低、中、高風險轉盤上各格子的倍數',
          head: ['格子', '低', '中', '高'],
          rows: segmentRows('倍'),
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '每種轉盤的理論返還率（RTP）皆為96.00%：50個格子的倍數總和為48，48除以50即96%。這是長期平均值，無法預測某一段遊戲的結果。每次派彩都會無條件捨去至該幣別的最小單位，因此部分較小的投注額返還會略少：例如投注0.11、轉到1.5倍格子時派彩為0.16。',
          '中獎率：中風險轉盤（預設）有48.00%的轉動獲得派彩，低風險為76.00%，高風險為8.00%。',
          '最高派彩為投注額的40倍，來自高風險轉盤上唯一的40倍格子（每次高風險轉動的機率為五十分之一）。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '在電腦上，焦點不在欄位或按鈕上時按空白鍵，或在投注表單中按Enter鍵，也可開始轉動。兩者都不會改變結果。',
          '最近結果：遊戲下方的「最近結果」清單顯示您本次工作階段最近30次轉動，最新的在前，每次都列出倍數與風險等級、派彩或投注額，以及驗證該次轉動的連結。每次轉動都與先前的轉動無關。',
        ],
      },
      {
        heading: '可驗證公平',
        paragraphs: [
          '轉動前，遊戲會顯示伺服器種子的SHA-256雜湊值。在兩次轉動之間，您可透過更換種子組選用新的用戶端種子。每次轉動使用伺服器種子、用戶端種子，以及從0開始、每次遞增1的隨機數（nonce）。',
          '格子以HMAC-SHA256計算：以伺服器種子（其64個十六進位字元，以文字處理）為金鑰，訊息為「用戶端種子:nonce:0」（例如lucky:7:0）。取HMAC的前四個位元組，依大端序讀作無號整數，除以4,294,967,296，乘以50後無條件捨去。所得0至49的數即為格子編號：轉盤靜止時指針所指的格子為0號，依順時針方向計數；該格子在您所玩轉盤上的派彩倍數見「各格子的倍數」表。更換種子組時，舊的伺服器種子會公開，您可用其雜湊值核對，並以手算或在驗證頁面上重新計算先前每一次轉動的結果。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '投注一經受理，伺服器即選定格子。若轉動過程中網路斷線，伺服器會完成該次轉動，派彩計入您的餘額；重新連線後可在遊戲紀錄中查看結果。',
          '若斷線前投注尚未被受理，則沒有進行轉動，餘額不變。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
