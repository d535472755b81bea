"""The sounds Castle Risk's log makes (`client.audio.sounds_of` plays each once an action)."""

from ludotheque.client.audio import LogSounds
from ludotheque.sounds.names import Sound

P = "castle_risk.log."

LOG_SOUNDS: LogSounds = {
    P + "battle": Sound.DICE,
    P + "place": Sound.BLOCK_SOFT,
    P + "claim": Sound.BLOCK_SOFT,
    P + "draw": Sound.CARD,
}
