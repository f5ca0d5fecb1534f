import type { GameRules } from '../../types.ts';

export const rules: GameRules = {
  en: {
    title: 'Survivor: game rules',
    intro:
      'Survivor is a cash-out game. A lone survivor sprints through a ruined city with a zombie horde behind him, and the multiplier on your bet climbs for as long as he stays ahead. Cash out before the horde catches him to win your bet times the multiplier; if he reaches the rescue helicopter at 10,000x, you are paid automatically.',
    sections: [
      {
        heading: 'How to bet',
        paragraphs: [
          'Set your bet with the + and - buttons or type an amount, from 0.10 to 1,000.00 per round in your account currency. The operator may set a narrower range; the range in force is shown in the game. Press Run to place the bet and start the round; the bet is deducted from your balance at once.',
          'Before the round you can set an auto cash-out target. It is switched on at 2.00x by default and can be set anywhere from 1.01x to 10,000x, or switched off.',
        ],
      },
      {
        heading: 'How a round plays',
        list: [
          'When the bet is accepted, the random number generator (RNG) fixes the catch point: the multiplier at which the horde will catch the survivor. It is not shown until the round ends and nothing you do changes it.',
          'The survivor starts running and the multiplier rises continuously from 1.00x. It is shown with two decimals.',
          'Press Cash Out at any moment to stop: you win your bet times the multiplier reached at that moment. If auto cash-out is on, the game cashes out for you as soon as the target is reached.',
          'If the horde catches the survivor before you cash out, the part of the bet still running is lost.',
          'In 3% of rounds the horde is waiting at the start: the catch point is 1.00x and the round ends with no win.',
          'If the multiplier reaches 10,000x, the survivor climbs into the rescue helicopter, any bet still running is cashed out automatically at 10,000x, and the round ends.',
          'The server decides every cash-out. A cash-out request that reaches the server after the catch point is too late and the bet is lost, even if the multiplier on your screen was still rising.',
        ],
      },
      {
        heading: 'Multipliers and odds',
        paragraphs: [
          'The chance that the survivor reaches any multiplier m (from 1.01x to 10,000x) is 97% divided by m. So whatever target you choose, the average return on it is 97%. The table shows some examples.',
        ],
        table: {
          caption: 'Cash-out targets, chance of reaching them and average return',
          head: ['Cash out at', 'Chance to reach it', 'Average return'],
          rows: [
            ['1.01x', '96.04%', '97.00%'],
            ['1.10x', '88.18%', '97.00%'],
            ['1.50x', '64.67%', '97.00%'],
            ['2.00x', '48.50%', '97.00%'],
            ['3.00x', '32.33%', '97.00%'],
            ['5.00x', '19.40%', '97.00%'],
            ['10.00x', '9.70%', '97.00%'],
            ['100.00x', '0.97%', '97.00%'],
            ['1,000.00x', '0.097%', '97.00%'],
            ['10,000.00x', '0.0097%', '97.00%'],
          ],
        },
      },
      {
        heading: 'RTP, hit rate and maximum win',
        list: [
          'The theoretical return to player (RTP) is 97.00%. It is the same for every cash-out target and for half cash-outs, and is a long-term average, not a prediction for a session.',
          'Hit rate: with the default auto cash-out at 2.00x, 48.50% of rounds pay a win. In general the hit rate is the chance of reaching your target shown in the table.',
          'The maximum win is 10,000x the bet, paid when the survivor reaches the rescue helicopter.',
        ],
      },
      {
        heading: 'Features',
        list: [
          'Auto cash-out: cashes out the whole running bet when the chosen multiplier is reached. It can be changed between rounds, not during one.',
          'Half cash-out: once per round you can cash out half of your bet at the current multiplier. The other half keeps running and can be cashed out later by hand or by auto cash-out.',
          'Autoplay: plays 10, 25, 50, 100 or 500 rounds at the same bet. Autoplay needs an auto cash-out target and stops when you press Stop, when your balance is too low, when a loss limit or single-win limit you set is reached, or when the connection is lost.',
          'Recent catch points: the catch points of your last 20 rounds are listed above the city. Every round is independent; past catch points have no influence on future ones.',
        ],
      },
      {
        heading: 'Interruptions and malfunction',
        paragraphs: [
          'Once a bet is accepted the round runs on the server whether or not you stay connected. If the connection drops, an auto cash-out target set before the round still applies, and a half cash-out made before the drop is kept. A bet that is still running without an auto cash-out stays in play: it is lost if the horde catches the survivor before a cash-out reaches the server, and it is paid at 10,000x if the helicopter is reached. For this reason we recommend keeping auto cash-out switched on.',
          'The outcome of every round, including rounds finished while you were away, is shown in your history when you reconnect.',
          'Malfunction voids all pays and plays.',
        ],
      },
    ],
  },
  'zh-cn': {
    title: '幸存者：游戏规则',
    intro:
      '幸存者是一款兑现类游戏。一名幸存者在废墟城市中狂奔，身后是成群的僵尸，只要他保持领先，投注的倍数就不断攀升。在僵尸追上他之前兑现，即可赢得投注额乘以当前倍数；若他抵达10,000倍处的救援直升机，系统会自动为您兑现。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '使用“+”和“-”按钮或直接输入金额设定投注额，每局0.10至1,000.00（以账户货币计）。运营商可设定更小的范围，当前适用的范围显示在游戏中。点击“出发”即下注并开始本局，投注额立即从余额中扣除。',
          '开局前可设定自动兑现倍数。该功能默认开启，倍数为2.00倍，可在1.01倍至10,000倍之间任意设定，也可关闭。',
        ],
      },
      {
        heading: '一局的进行方式',
        list: [
          '投注被受理后，随机数生成器（RNG）即确定“追上点”，即僵尸追上幸存者时的倍数。该倍数在本局结束前不会显示，玩家的任何操作都不会改变它。',
          '幸存者开始奔跑，倍数从1.00倍起连续上升，显示到小数点后两位。',
          '可随时点击“兑现”停止：奖金为投注额乘以该时刻达到的倍数。若开启了自动兑现，倍数一达到目标，游戏即自动为您兑现。',
          '若在您兑现之前僵尸追上了幸存者，仍在进行中的投注即告输掉。',
          '3%的局中僵尸在起点就已守候：追上点为1.00倍，本局无奖金。',
          '若倍数达到10,000倍，幸存者登上救援直升机，所有仍在进行的投注自动以10,000倍兑现，本局结束。',
          '每一次兑现均以服务器为准。兑现请求若在追上点之后才到达服务器，即为太迟，投注输掉，即使您屏幕上的倍数当时仍在上升。',
        ],
      },
      {
        heading: '倍数与概率',
        paragraphs: [
          '幸存者到达任一倍数m（1.01倍至10,000倍）的概率为97%除以m。因此无论选择哪个目标倍数，其平均返还都是97%。下表列出部分示例。',
        ],
        table: {
          caption: '兑现倍数、到达概率及平均返还',
          head: ['兑现倍数', '到达概率', '平均返还'],
          rows: [
            ['1.01倍', '96.04%', '97.00%'],
            ['1.10倍', '88.18%', '97.00%'],
            ['1.50倍', '64.67%', '97.00%'],
            ['2.00倍', '48.50%', '97.00%'],
            ['3.00倍', '32.33%', '97.00%'],
            ['5.00倍', '19.40%', '97.00%'],
            ['10.00倍', '9.70%', '97.00%'],
            ['100.00倍', '0.97%', '97.00%'],
            ['1,000.00倍', '0.097%', '97.00%'],
            ['10,000.00倍', '0.0097%', '97.00%'],
          ],
        },
      },
      {
        heading: '返还率、中奖率与最高奖金',
        list: [
          '理论返还率（RTP）为97.00%。无论选择哪个兑现倍数或使用半额兑现，返还率都相同；它是长期平均值，不能预测某一段游戏的结果。',
          '中奖率：使用默认的2.00倍自动兑现时，48.50%的局有奖金。一般而言，中奖率即上表中到达您目标倍数的概率。',
          '最高奖金为投注额的10,000倍，在幸存者抵达救援直升机时派发。',
        ],
      },
      {
        heading: '游戏功能',
        list: [
          '自动兑现：倍数达到所选目标时，兑现全部进行中的投注。只能在两局之间修改，局中不可修改。',
          '半额兑现：每局可一次性以当前倍数兑现一半投注额，另一半继续进行，之后可手动兑现或由自动兑现完成。',
          '自动游戏：以相同投注额连续进行10、25、50、100或500局。自动游戏必须设定自动兑现倍数；点击“停止”、余额不足、达到您设定的亏损上限或单局奖金上限，或网络断开时即停止。',
          '最近追上点：城市上方列出您最近20局的追上点。每局结果相互独立，过往的追上点不会影响之后的结果。',
        ],
      },
      {
        heading: '游戏中断与故障',
        paragraphs: [
          '投注一经受理，无论您是否保持连接，本局都会在服务器上继续进行。若网络断开，开局前设定的自动兑现仍然有效，断线前已完成的半额兑现也会保留。未设自动兑现而仍在进行的投注继续有效：若僵尸在兑现请求到达服务器前追上幸存者，该投注输掉；若抵达直升机，则以10,000倍派奖。因此建议您始终开启自动兑现。',
          '重新连接后，所有局的结果（包括您离线期间完成的局）都会显示在游戏记录中。',
          '如遇故障，所有派奖及游戏均无效。',
        ],
      },
    ],
  },
  'zh-tw': {
    title: '倖存者：遊戲規則',
    intro:
      '倖存者是一款兌現類遊戲。一名倖存者在廢墟城市中狂奔，身後是成群的殭屍，只要他保持領先，投注的倍數就不斷攀升。在殭屍追上他之前兌現，即可贏得投注額乘以當前倍數；若他抵達10,000倍處的救援直升機，系統會自動為您兌現。',
    sections: [
      {
        heading: '如何投注',
        paragraphs: [
          '使用「+」和「-」按鈕或直接輸入金額設定投注額，每局0.10至1,000.00（以帳戶貨幣計）。營運商可設定較小的範圍，目前適用的範圍會顯示在遊戲中。點擊「出發」即下注並開始本局，投注額立即從餘額中扣除。',
          '開局前可設定自動兌現倍數。此功能預設開啟，倍數為2.00倍，可在1.01倍至10,000倍之間任意設定，也可關閉。',
        ],
      },
      {
        heading: '一局的進行方式',
        list: [
          '投注被受理後，隨機數產生器（RNG）即決定「追上點」，也就是殭屍追上倖存者時的倍數。此倍數在本局結束前不會顯示，玩家的任何操作都不會改變它。',
          '倖存者開始奔跑，倍數從1.00倍起連續上升，顯示到小數點後兩位。',
          '可隨時點擊「兌現」停止：派彩為投注額乘以該時刻達到的倍數。若開啟了自動兌現，倍數一達到目標，遊戲即自動為您兌現。',
          '若在您兌現之前殭屍追上了倖存者，仍在進行中的投注即告輸掉。',
          '3%的局中殭屍在起點就已守候：追上點為1.00倍，本局無派彩。',
          '若倍數達到10,000倍，倖存者登上救援直升機，所有仍在進行的投注自動以10,000倍兌現，本局結束。',
          '每一次兌現均以伺服器為準。兌現請求若在追上點之後才到達伺服器，即為太遲，投注輸掉，即使您螢幕上的倍數當時仍在上升。',
        ],
      },
      {
        heading: '倍數與機率',
        paragraphs: [
          '倖存者到達任一倍數m（1.01倍至10,000倍）的機率為97%除以m。因此無論選擇哪個目標倍數，其平均返還都是97%。下表列出部分範例。',
        ],
        table: {
          caption: '兌現倍數、到達機率及平均返還',
          head: ['兌現倍數', '到達機率', '平均返還'],
          rows: [
            ['1.01倍', '96.04%', '97.00%'],
            ['1.10倍', '88.18%', '97.00%'],
            ['1.50倍', '64.67%', '97.00%'],
            ['2.00倍', '48.50%', '97.00%'],
            ['3.00倍', '32.33%', '97.00%'],
            ['5.00倍', '19.40%', '97.00%'],
            ['10.00倍', '9.70%', '97.00%'],
            ['100.00倍', '0.97%', '97.00%'],
            ['1,000.00倍', '0.097%', '97.00%'],
            ['10,000.00倍', '0.0097%', '97.00%'],
          ],
        },
      },
      {
        heading: '返還率、中獎率與最高派彩',
        list: [
          '理論返還率（RTP）為97.00%。無論選擇哪個兌現倍數或使用半額兌現，返還率都相同；它是長期平均值，無法預測某一段遊戲的結果。',
          '中獎率：使用預設的2.00倍自動兌現時，48.50%的局有派彩。一般而言，中獎率就是上表中到達您目標倍數的機率。',
          '最高派彩為投注額的10,000倍，於倖存者抵達救援直升機時派發。',
        ],
      },
      {
        heading: '遊戲功能',
        list: [
          '自動兌現：倍數達到所選目標時，兌現全部進行中的投注。只能在兩局之間修改，局中不可修改。',
          '半額兌現：每局可一次以當前倍數兌現一半投注額，另一半繼續進行，之後可手動兌現或由自動兌現完成。',
          '自動遊戲：以相同投注額連續進行10、25、50、100或500局。自動遊戲必須設定自動兌現倍數；點擊「停止」、餘額不足、達到您設定的虧損上限或單局派彩上限，或網路斷線時即停止。',
          '最近追上點：城市上方列出您最近20局的追上點。每局結果彼此獨立，過往的追上點不會影響之後的結果。',
        ],
      },
      {
        heading: '遊戲中斷與故障',
        paragraphs: [
          '投注一經受理，無論您是否保持連線，本局都會在伺服器上繼續進行。若網路斷線，開局前設定的自動兌現依然有效，斷線前已完成的半額兌現也會保留。未設自動兌現而仍在進行的投注繼續有效：若殭屍在兌現請求到達伺服器前追上倖存者，該投注輸掉；若抵達直升機，則以10,000倍派彩。因此建議您隨時開啟自動兌現。',
          '重新連線後，所有局的結果（包括您離線期間完成的局）都會顯示在遊戲紀錄中。',
          '如遇故障，所有派彩及遊戲均無效。',
        ],
      },
    ],
  },
};
