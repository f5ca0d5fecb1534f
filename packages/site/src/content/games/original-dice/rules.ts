import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Dice: game rules',
    intro:
      'Dice is a single-player number game. Each roll produces a result from 0.00 to 99.99. Before you roll you decide whether the result must land under or over a target you set, which fixes your chance of winning and the multiplier you are paid if you win.',
    sections: [
      {
        heading: 'How to bet',
        list: [
          'The bet per roll is from 0.10 to 2,000.00 CNY, or the equivalent set by the operator in other currencies. Your balance and the current bet are shown at all times.',
          'Use the bet field, the ½ and 2× buttons, or Min and Max to set the bet.',
          'Choose Roll Under or Roll Over. Switching between them keeps the same win chance: the target becomes 99.99 minus the previous target.',
          'Set the target with the slider or type it in the Target field. The game shows the win chance, the multiplier and the payout on win that follow from the target; they update at once and cannot be typed in.',
          'The win chance can be set from 0.10% to 95.00% in steps of 0.01%. Roll Under targets run from 0.10 to 95.00, Roll Over targets from 4.99 to 99.89.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'Press Roll (on a computer, Space also rolls when no field or button has the focus). The bet is taken from your balance and the round cannot be cancelled.',
          'The server draws one result from the 10,000 values 0.00, 0.01, ... 99.99, all equally likely to within one part in 400,000 (the 4,294,967,296 numbers an HMAC gives do not split into exactly 10,000 equal shares).',
          'Roll Under wins when the result is strictly below the target. Roll Over wins when the result is strictly above the target. A result equal to the target loses.',
          'A win pays the bet multiplied by the multiplier shown when you pressed Roll, rounded down to the smallest unit of the currency; the payout includes the returned bet. A loss pays nothing.',
          'The result, the direction, the target and the payout are added to the Recent results list below the game (the last 30 rolls of this session, newest first) and to your game history.',
        ],
      },
      {
        heading: 'Payouts',
        paragraphs: [
          'The multiplier is 99 divided by the win chance in percent, rounded down to four decimal places. For Roll Under the win chance equals the target; for Roll Over it equals 99.99 minus the target. A win pays the bet times the multiplier, rounded down to the smallest unit of the currency. The table shows some common settings.',
        ],
        table: {
          caption: 'Win chance, targets and multipliers',
          head: ['Win chance', 'Roll Under target', 'Roll Over target', 'Multiplier'],
          rows: [
            ['0.10%', '0.10', '99.89', '990.0000x'],
            ['1.00%', '1.00', '98.99', '99.0000x'],
            ['5.00%', '5.00', '94.99', '19.8000x'],
            ['10.00%', '10.00', '89.99', '9.9000x'],
            ['20.00%', '20.00', '79.99', '4.9500x'],
            ['25.00%', '25.00', '74.99', '3.9600x'],
            ['33.00%', '33.00', '66.99', '3.0000x'],
            ['49.50%', '49.50', '50.49', '2.0000x'],
            ['50.00%', '50.00', '49.99', '1.9800x'],
            ['66.00%', '66.00', '33.99', '1.5000x'],
            ['75.00%', '75.00', '24.99', '1.3200x'],
            ['90.00%', '90.00', '9.99', '1.1000x'],
            ['95.00%', '95.00', '4.99', '1.0421x'],
          ],
        },
      },
      {
        heading: 'RTP, maximum win and hit rate',
        list: [
          'The theoretical return to player (RTP) is 99.00% for every target and direction. Rounding the multiplier down to four decimal places lowers it by less than 0.01 percentage points on some targets. Each payout is also rounded down to the smallest unit of the currency, so small bets return a little less: a 0.10 bet at 1.0421x pays 0.10.',
          'The maximum win is 990x the bet, paid at a win chance of 0.10%.',
          'The hit rate equals the win chance you choose. At the default setting (Roll Under 49.50, multiplier 2.0000x) it is 49.50%.',
          'RTP is a long-term average over a very large number of rounds; the result of any single session may be higher or lower.',
        ],
      },
      {
        heading: 'Provably fair results',
        paragraphs: [
          'Before you roll, the game shows the SHA-256 hash of the server seed. You can choose a new client seed between rolls by rotating the seed pair. Each roll uses the server seed, the client seed and a nonce that starts at 0 and counts up by one per roll.',
          'The roll is computed with HMAC-SHA256, keyed with the server seed (its 64 hexadecimal characters, as text), over the message client seed:nonce:0 (for example lucky:7:0). The first four bytes of the HMAC, read as an unsigned big-endian whole number, are divided by 4,294,967,296, multiplied by 10,000 and rounded down; that number divided by 100 is the result. When you rotate the seed pair, the old server seed is revealed, so that you can check it against its hash and recompute every earlier roll, by hand or on the verification page.',
        ],
      },
      {
        heading: 'Game interruptions',
        paragraphs: [
          'The result of a roll is fixed when the server accepts the bet. If your connection drops after that, the round is completed on the server and any win is credited to your balance; the result is shown in your game history when you reconnect. If the bet did not reach the server, no bet is taken.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '骰子：游戏规则',
    intro:
      '骰子是一款单人数字游戏。每次掷骰会产生一个0.00至99.99之间的结果。掷骰前，您需要决定结果须小于还是大于您设定的目标值，这决定了您的胜率以及获胜时的派彩倍数。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次掷骰的投注额为0.10至2,000.00元人民币，其他币种按运营商设定的等值金额计算。余额和当前投注额始终显示在界面上。',
          '可通过投注输入框、½和2×按钮，或“最小”“最大”按钮设定投注额。',
          '选择“小于”或“大于”。在两者之间切换时胜率保持不变：目标值变为99.99减去原目标值。',
          '用滑块或在“目标值”输入框中直接输入设定目标值。游戏会显示由目标值得出的胜率、倍数和获胜派彩，这些数值随目标值立即更新，不能直接输入。',
          '胜率可在0.10%至95.00%之间设定，步长为0.01%。“小于”的目标值范围为0.10至95.00，“大于”的目标值范围为4.99至99.89。',
        ],
      },
      {
        heading: '游戏流程',
        list: [
          '点击“掷骰”（在电脑上，焦点不在输入框或按钮上时，按空格键也可掷骰）。投注额从余额中扣除，该局无法取消。',
          '服务器从0.00、0.01……99.99这10,000个数值中抽取一个结果，各数值的概率相等，误差在四十万分之一以内（HMAC给出的4,294,967,296个数值无法恰好均分为10,000份）。',
          '选择“小于”时，结果严格小于目标值即为获胜；选择“大于”时，结果严格大于目标值即为获胜。结果等于目标值视为未中。',
          '获胜时，派彩为投注额乘以点击“掷骰”时显示的倍数，并向下取整至该币种的最小单位，派彩已包含本金。未中则无派彩。',
          '结果、方向、目标值和派彩会记录在游戏下方的“最近结果”列表（本次会话的最近30局，最新的在前）及您的游戏记录中。',
        ],
      },
      {
        heading: '派彩',
        paragraphs: [
          '倍数等于99除以胜率（百分数），向下取整至小数点后四位。选择“小于”时胜率等于目标值；选择“大于”时胜率等于99.99减去目标值。获胜时，派彩为投注额乘以倍数，并向下取整至该币种的最小单位。下表列出部分常用设定。',
        ],
        table: {
          caption: '胜率、目标值与倍数',
          head: ['胜率', '“小于”目标值', '“大于”目标值', '倍数'],
          rows: [
            ['0.10%', '0.10', '99.89', '990.0000倍'],
            ['1.00%', '1.00', '98.99', '99.0000倍'],
            ['5.00%', '5.00', '94.99', '19.8000倍'],
            ['10.00%', '10.00', '89.99', '9.9000倍'],
            ['20.00%', '20.00', '79.99', '4.9500倍'],
            ['25.00%', '25.00', '74.99', '3.9600倍'],
            ['33.00%', '33.00', '66.99', '3.0000倍'],
            ['49.50%', '49.50', '50.49', '2.0000倍'],
            ['50.00%', '50.00', '49.99', '1.9800倍'],
            ['66.00%', '66.00', '33.99', '1.5000倍'],
            ['75.00%', '75.00', '24.99', '1.3200倍'],
            ['90.00%', '90.00', '9.99', '1.1000倍'],
            ['95.00%', '95.00', '4.99', '1.0421倍'],
          ],
        },
      },
      {
        heading: '返还率、最高赢额与中奖率',
        list: [
          '理论返还率（RTP）为99.00%，适用于所有目标值和方向。由于倍数向下取整至小数点后四位，部分目标值的返还率会降低，降幅小于0.01个百分点。派彩还会向下取整至该币种的最小单位，因此投注额较小时返还会略少：例如投注0.10、倍数1.0421倍时派彩为0.10。',
          '最高赢额为投注额的990倍，在胜率为0.10%时获得。',
          '中奖率等于您选择的胜率。默认设定（“小于”49.50，倍数2.0000倍）下为49.50%。',
          '返还率是大量游戏局数的长期平均值，单次游戏的实际结果可能高于或低于该数值。',
        ],
      },
      {
        heading: '可验证公平',
        paragraphs: [
          '掷骰前，游戏会显示服务器种子的SHA-256哈希值。在两次掷骰之间，您可以通过更换种子组来选用新的客户端种子。每次掷骰使用服务器种子、客户端种子以及从0开始、每局递增1的随机数（nonce）。',
          '结果用HMAC-SHA256计算：以服务器种子（其64个十六进制字符，按文本处理）为密钥，消息为“客户端种子:nonce:0”（例如lucky:7:0）。取HMAC的前四个字节，按大端序读作无符号整数，除以4,294,967,296，乘以10,000后向下取整，再除以100即为结果。更换种子组时，旧的服务器种子会被公开，您可以用其哈希值进行核对，并手动或在验证页面上重新计算此前每一局的结果。',
        ],
      },
      {
        heading: '游戏中断',
        paragraphs: [
          '服务器接受投注时，该局结果即已确定。如果之后网络连接中断，该局会在服务器上完成，赢得的金额会存入您的余额；重新连接后可在游戏记录中查看结果。如果投注未送达服务器，则不会扣除投注额。',
          '如遇故障，所有派彩和游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '骰子：遊戲規則',
    intro:
      '骰子是一款單人數字遊戲。每次擲骰會產生一個0.00至99.99之間的結果。擲骰前，您需決定結果必須小於或大於您設定的目標值，這決定了您的勝率以及獲勝時的派彩倍數。',
    sections: [
      {
        heading: '如何投注',
        list: [
          '每次擲骰的投注額為人民幣0.10至2,000.00元，其他幣別依營運商設定的等值金額計算。餘額與目前投注額隨時顯示在畫面上。',
          '可透過投注輸入欄、½與2×按鈕，或「最小」「最大」按鈕設定投注額。',
          '選擇「小於」或「大於」。在兩者間切換時勝率維持不變：目標值會變為99.99減去原目標值。',
          '以滑桿或在「目標值」欄位中直接輸入設定目標值。遊戲會顯示由目標值得出的勝率、倍數與獲勝派彩，這些數值隨目標值立即更新，無法直接輸入。',
          '勝率可在0.10%至95.00%之間設定，級距為0.01%。「小於」的目標值範圍為0.10至95.00，「大於」的目標值範圍為4.99至99.89。',
        ],
      },
      {
        heading: '遊戲流程',
        list: [
          '按下「擲骰」（在電腦上，焦點不在欄位或按鈕上時，按空白鍵也可擲骰）。投注額從餘額中扣除，該局無法取消。',
          '伺服器從0.00、0.01……99.99這10,000個數值中抽出一個結果，各數值的機率相等，誤差在四十萬分之一以內（HMAC給出的4,294,967,296個數值無法恰好均分為10,000份）。',
          '選擇「小於」時，結果嚴格小於目標值即為獲勝；選擇「大於」時，結果嚴格大於目標值即為獲勝。結果等於目標值視為未中。',
          '獲勝時，派彩為投注額乘以按下「擲骰」時顯示的倍數，並無條件捨去至該幣別的最小單位，派彩已包含本金。未中則無派彩。',
          '結果、方向、目標值與派彩會記錄在遊戲下方的「最近結果」清單（本次工作階段的最近30局，最新的在前）及您的遊戲紀錄中。',
        ],
      },
      {
        heading: '派彩',
        paragraphs: [
          '倍數等於99除以勝率（百分比），無條件捨去至小數點後第四位。選擇「小於」時勝率等於目標值；選擇「大於」時勝率等於99.99減去目標值。獲勝時，派彩為投注額乘以倍數，並無條件捨去至該幣別的最小單位。下表列出部分常用設定。',
        ],
        table: {
          caption: '勝率、目標值與倍數',
          head: ['勝率', '「小於」目標值', '「大於」目標值', '倍數'],
          rows: [
            ['0.10%', '0.10', '99.89', '990.0000倍'],
            ['1.00%', '1.00', '98.99', '99.0000倍'],
            ['5.00%', '5.00', '94.99', '19.8000倍'],
            ['10.00%', '10.00', '89.99', '9.9000倍'],
            ['20.00%', '20.00', '79.99', '4.9500倍'],
            ['25.00%', '25.00', '74.99', '3.9600倍'],
            ['33.00%', '33.00', '66.99', '3.0000倍'],
            ['49.50%', '49.50', '50.49', '2.0000倍'],
            ['50.00%', '50.00', '49.99', '1.9800倍'],
            ['66.00%', '66.00', '33.99', '1.5000倍'],
            ['75.00%', '75.00', '24.99', '1.3200倍'],
            ['90.00%', '90.00', '9.99', '1.1000倍'],
            ['95.00%', '95.00', '4.99', '1.0421倍'],
          ],
        },
      },
      {
        heading: '返還率、最高贏額與中獎率',
        list: [
          '理論返還率（RTP）為99.00%，適用於所有目標值與方向。由於倍數無條件捨去至小數點後第四位，部分目標值的返還率會略為降低，降幅小於0.01個百分點。派彩也會無條件捨去至該幣別的最小單位，因此投注額較小時返還會略少：例如投注0.10、倍數1.0421倍時派彩為0.10。',
          '最高贏額為投注額的990倍，於勝率0.10%時獲得。',
          '中獎率等於您選擇的勝率。預設設定（「小於」49.50，倍數2.0000倍）下為49.50%。',
          '返還率是大量遊戲局數的長期平均值，單次遊戲的實際結果可能高於或低於此數值。',
        ],
      },
      {
        heading: '可驗證公平',
        paragraphs: [
          '擲骰前，遊戲會顯示伺服器種子的SHA-256雜湊值。在兩次擲骰之間，您可透過更換種子組選用新的用戶端種子。每次擲骰使用伺服器種子、用戶端種子，以及從0開始、每局遞增1的隨機數（nonce）。',
          '結果以HMAC-SHA256計算：以伺服器種子（其64個十六進位字元，以文字處理）為金鑰，訊息為「用戶端種子:nonce:0」（例如lucky:7:0）。取HMAC的前四個位元組，依大端序讀作無號整數，除以4,294,967,296，乘以10,000後無條件捨去，再除以100即為結果。更換種子組時，舊的伺服器種子會公開，您可用其雜湊值核對，並以手算或在驗證頁面上重新計算先前每一局的結果。',
        ],
      },
      {
        heading: '遊戲中斷',
        paragraphs: [
          '伺服器接受投注時，該局結果即已確定。若之後網路連線中斷，該局會在伺服器上完成，贏得的金額會存入您的餘額；重新連線後可在遊戲紀錄中查看結果。若投注未送達伺服器，則不會扣除投注額。',
          '如遇故障，所有派彩及遊戲均屬無效。',
        ],
      },
    ],
  },
};
